import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireUser } from "~/api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return json({});
}

export default function Home() {
  return <h1>Welcome back!</h1>;
}

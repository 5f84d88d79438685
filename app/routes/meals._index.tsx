import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireUser } from "~/api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return json({});
}

export default function Meals() {
  return (
    <>
      <h1>Meals</h1>
      <p className="subtitle">Plan and track your daily meals</p>
    </>
  );
}

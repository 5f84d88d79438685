import { json } from "@remix-run/cloudflare";
import { useRouteError } from "@remix-run/react";
import { ErrorPanel } from "~/components/states";

/** Any path no route claims: a real 404 with the 'Page not found' screen. */
export const loader = () => {
  throw json(null, { status: 404 });
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  useRouteError();
  return (
    <ErrorPanel
      title="Page not found"
      message="The page you are looking for does not exist."
      link={["/home", "Go to Home"]}
    />
  );
}

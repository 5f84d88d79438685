import { json } from "@remix-run/cloudflare";
import { Link, useRouteError } from "@remix-run/react";
import { StatePanel } from "~/components/states";

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
    <StatePanel title="Page not found" message="The page you are looking for does not exist." tone="error">
      <Link to="/home" className="btn btn-primary">
        Go to Home
      </Link>
    </StatePanel>
  );
}

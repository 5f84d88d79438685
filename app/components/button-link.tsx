import { Link, type LinkProps } from "@remix-run/react";

type ButtonLinkProps = Omit<LinkProps, "className"> & {
  tone: "primary" | "secondary" | "danger" | "ghost";
  small?: boolean;
};

/** A link drawn as a button (`btn btn-{tone}`): the app's page actions and its dialogs' ways out. */
export function ButtonLink({ tone, small, ...link }: ButtonLinkProps) {
  return <Link className={`btn btn-${tone}${small ? " btn-small" : ""}`} {...link} />;
}

import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";
import { PlusIcon } from "./icons";

/**
 * A list screen's title and subtitle, with its main actions beside them: `children`, or `create`,
 * the link that opens the screen's create dialog over the list.
 */
export function PageHeader({
  title,
  subtitle,
  create,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  create?: [to: string, label: string];
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        <p className="subtitle">{subtitle}</p>
      </div>
      {create ? (
        <ButtonLink to={create[0]} tone="primary" preventScrollReset>
          <PlusIcon />
          {create[1]}
        </ButtonLink>
      ) : (
        children
      )}
    </div>
  );
}

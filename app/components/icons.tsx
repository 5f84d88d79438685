import type { ReactNode } from "react";

/**
 * The app's one icon set: 24 × 24 line icons drawn in `currentColor` (2 px stroke, round ends).
 * Each icon is drawn once per page, as a `<symbol>` in `IconSprite` (rendered by the root), and
 * each use is a `<use>` of it: a list of 60 meals with four icons a row sends 240 short
 * references instead of 240 copies of their paths. Icons are decoration: the text or the
 * `aria-label` next to them names the action.
 */
const ICONS = {
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  edit: (
    <>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
      <path d="M9 7V4h6v3" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
} satisfies Record<string, ReactNode>;

type IconName = keyof typeof ICONS;

/** Every icon's drawing, once per page; the root renders it at the top of the body. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false">
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}

type IconProps = { size?: number };

export const MoreIcon = ({ size = 20 }: IconProps) => <Icon name="more" size={size} />;
export const PlusIcon = ({ size }: IconProps) => <Icon name="plus" size={size} />;
export const EditIcon = ({ size }: IconProps) => <Icon name="edit" size={size} />;
export const TrashIcon = ({ size }: IconProps) => <Icon name="trash" size={size} />;
export const EyeIcon = ({ size }: IconProps) => <Icon name="eye" size={size} />;
export const FilterIcon = ({ size }: IconProps) => <Icon name="filter" size={size} />;
export const CloseIcon = ({ size = 22 }: IconProps) => <Icon name="close" size={size} />;

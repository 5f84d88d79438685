import type { ReactNode } from "react";
import { markup } from "~/utils/html";

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
  // The daily places in the phone's tab bar: home, the week's plan, recipes, lists and the pantry.
  home: (
    <>
      <path d="M4 11 12 4l8 7" />
      <path d="M6 10v10h12V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M8 3v4M16 3v4" />
    </>
  ),
  book: (
    <>
      <path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z" />
      <path d="M5 17a3 3 0 0 1 3-3h11" />
    </>
  ),
  list: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="m3.5 6 1 1 2-2M3.5 12l1 1 2-2M3.5 18l1 1 2-2" />
    </>
  ),
  jar: (
    <>
      <path d="M8 3h8v3H8z" />
      <path d="M7 6h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" />
      <path d="M5 12h14" />
    </>
  ),
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

export type IconName = keyof typeof ICONS;

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

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** `Icon`'s markup as text, for a block the server writes without React. */
export const iconHtml = (name: IconName, size = 18) =>
  markup`<svg class="icon" width="${size}" height="${size}" aria-hidden="true" focusable="false">
    <use href="#icon-${name}"></use>
  </svg>`;

type IconProps = { size?: number };

export const MoreIcon = ({ size = 20 }: IconProps) => <Icon name="more" size={size} />;
export const PlusIcon = ({ size }: IconProps) => <Icon name="plus" size={size} />;
export const EditIcon = ({ size }: IconProps) => <Icon name="edit" size={size} />;
export const TrashIcon = ({ size }: IconProps) => <Icon name="trash" size={size} />;
export const EyeIcon = ({ size }: IconProps) => <Icon name="eye" size={size} />;
export const FilterIcon = ({ size }: IconProps) => <Icon name="filter" size={size} />;
export const CloseIcon = ({ size = 22 }: IconProps) => <Icon name="close" size={size} />;

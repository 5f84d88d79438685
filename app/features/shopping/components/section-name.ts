import { useTranslation } from "react-i18next";
import { SECTIONS, type Section } from "@larder/contract/sections";

const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

/**
 * A store section's name in the page's language ("Dairy & eggs", "Milchprodukte & Eier"). The
 * sections are a fixed list the API files lines under; a name outside it is shown as it is.
 */
export function useSectionName() {
  const { t } = useTranslation("shopping");
  return (section: string) => (isSection(section) ? t(`sections.${section}`) : section);
}

import { useTranslation } from "react-i18next";
import { Modal } from "~/components/dialog";
import { useUnits } from "~/components/use-units";
import { CatalogueLinks, ItemCheckbox } from "./shopping";
import type { ShoppingItemData, ShoppingListWithItems } from "~/graphql/shopping.server";
import { ButtonLink } from "~/components/button-link";
import { lineLabel } from "../lib/amounts";

export function QuickView({ list, closeTo }: { list: ShoppingListWithItems; closeTo: string }) {
  const { t, i18n } = useTranslation("shopping");
  const units = useUnits();
  const groups = new Map<string, ShoppingItemData[]>();
  for (const item of list.items) {
    const category = item.ingredient?.category?.name ?? item.type ?? "Other";
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <Modal title={list.title} closeTo={closeTo}>
      {list.items.length === 0 ? <p className="subtitle">{t("quickView.empty")}</p> : null}
      {[...groups.entries()].map(([category, items]) => (
        <section key={category}>
          <h3>{category}</h3>
          {items.map((item) => (
            <div key={item.id} className={`item-row${item.is_bought ? " bought" : ""}`}>
              {/* Ticking from the quick view only while the list is active; other lists show their items read-only. */}
              {list.status === "active" ? <ItemCheckbox item={item} /> : null}
              <span className="item-name" dir="auto">
                {lineLabel(t, { ...item, units }, i18n.language).name}
              </span>
              <span className="meta">{lineLabel(t, { ...item, units }, i18n.language).amount}</span>
            </div>
          ))}
        </section>
      ))}
      <div className="modal-actions">
        <CatalogueLinks />
        <ButtonLink to={`/shopping-lists/${list.id}`} tone="primary">
          {t("quickView.open")}
        </ButtonLink>
      </div>
    </Modal>
  );
}

import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { typedDecimalText } from "@larder/shared/amount";
import { useUnits } from "~/components/use-units";
import { Modal } from "~/components/dialog";
import { Field, TextAreaField } from "~/components/field";
import { ItemFields } from "./shopping";
import { useEuros } from "../lib/money";
import { lineLabel } from "../lib/amounts";
import type { ShoppingListWithItems } from "~/graphql/shopping.server";
import type { FormReply } from "~/utils/form.server";
import { ErrorAlert, GatedActions, ListDatesFields, useSubmitGate } from "./list-form-parts";
import { ButtonLink } from "~/components/button-link";

export function CreateListDialog({
  week,
  answer,
  closeTo,
  here,
}: {
  week: { start: string; end: string };
  answer: FormReply | null;
  closeTo: string;
  here: string;
}) {
  const { t } = useTranslation("shopping");
  const gate = useSubmitGate("create");
  const values = {
    title: answer?.values.title ?? "",
    start: answer?.values.start_date ?? week.start,
    end: answer?.values.end_date ?? week.end,
  };
  return (
    <Modal title={t("createDialog.title")} closeTo={closeTo} size="sm">
      <Form method="post">
        <input type="hidden" name="intent" value="create" />
        <ListDatesFields
          values={values}
          errors={answer?.fields ?? {}}
          names={{ title: "title", start: "start_date", end: "end_date" }}
          idPrefix="list"
          onComplete={gate.setComplete}
        />
        <GatedActions
          closeTo={closeTo}
          gate={gate}
          label={gate.busy ? t("actions.creating") : t("actions.createList")}
        />
      </Form>
      <ErrorAlert answer={answer} closeTo={here} />
    </Modal>
  );
}

/**
 * The edit list modal: List Info, Items (n), Add Items. It offers active and completed;
 * a pending list also keeps "Pending", pre-selected, so saving a rename does not change its status.
 */
export function EditListDialog({
  list,
  closeTo,
  tab,
  tabTo,
  answer,
}: {
  list: ShoppingListWithItems;
  closeTo: string;
  tab: string;
  tabTo: (tab: string) => string;
  answer: FormReply | null;
}) {
  const { t, i18n } = useTranslation("shopping");
  const euros = useEuros();
  const units = useUnits();
  const fields = answer?.fields ?? {};
  // A refused edit shows what was typed; else the list's own, as the page writes amounts ("12,50").
  const typed = answer?.intent === "edit-list" ? answer.values : null;
  const tabs = [
    ["info", t("editDialog.infoTab")],
    ["items", t("editDialog.itemsTab", { count: list.items.length })],
    ["add", t("editDialog.addTab")],
  ];
  return (
    <Modal title={t("editDialog.title")} closeTo={closeTo}>
      <nav className="tabs" role="tablist">
        {tabs.map(([key, label]) => (
          <Link key={key} to={tabTo(key!)} role="tab" aria-selected={tab === key} replace preventScrollReset>
            {label}
          </Link>
        ))}
      </nav>
      {tab === "items" ? (
        list.items.length ? (
          list.items.map((item) => (
            <div key={item.id} className="item-row">
              <span className="item-name" dir="auto">
                {lineLabel(t, { ...item, units }, i18n.language).name}
              </span>
              <span className="meta">
                {[lineLabel(t, { ...item, units }, i18n.language).amount, euros(item.price)]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="delete-item" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="name" value={item.name} />
                <button
                  type="submit"
                  className="btn btn-ghost btn-small"
                  aria-label={t("item.deleteNamed", { name: item.name })}
                >
                  {t("actions.delete")}
                </button>
              </Form>
            </div>
          ))
        ) : (
          <p className="subtitle">{t("editDialog.noItems")}</p>
        )
      ) : tab === "add" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="add-item" />
          <input type="hidden" name="list_id" value={list.id} />
          <ItemFields
            values={answer?.intent === "add-item" ? answer.values : { type: "Other", price: "0" }}
            fields={answer?.intent === "add-item" ? fields : {}}
            idPrefix="modal-add"
          />
          <div className="modal-actions">
            <button type="submit" className="btn btn-primary">
              {t("actions.addItem")}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="edit-list" />
          <input type="hidden" name="id" value={list.id} />
          <Field
            label={t("listForm.title")}
            id="edit-list-title"
            error={fields.title}
            name="title"
            defaultValue={typed?.title ?? list.title}
          />
          <TextAreaField
            label={t("editDialog.description")}
            id="edit-list-description"
            name="description"
            rows={2}
            defaultValue={list.description ?? ""}
          />
          <Field
            label={t("status.label")}
            id="edit-list-status"
            name="status"
            defaultValue={list.status}
            options={[
              ...(list.status === "pending" ? [["pending", t("status.pending")] as const] : []),
              ["active", t("status.active")],
              ["completed", t("status.completed")],
            ]}
          />
          <Field
            label={t("editDialog.budget")}
            id="edit-list-budget"
            error={fields.budget}
            name="budget"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={
              typed?.budget ?? (list.total_price ? typedDecimalText(list.total_price / 100, 2, i18n.language) : "")
            }
            placeholder={t("editDialog.noBudget")}
          />
          <div className="field">
            <label className="radio">
              <input type="checkbox" name="stocks_pantry" defaultChecked={list.stocks_pantry} />{" "}
              {t("editDialog.stocksPantry")}
            </label>
          </div>
          {answer?.intent === "edit-list" && answer.error ? <p className="form-error">{answer.error}</p> : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary">
              {t("actions.cancel")}
            </ButtonLink>
            <button type="submit" className="btn btn-primary">
              {t("actions.save")}
            </button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

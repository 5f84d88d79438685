import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { addIngredientNames, ingredientSuggestions, type IngredientLine } from "../lib/ingredient-lines";
import { TableHead } from "~/components/table-head";

/**
 * The ingredient rows of the recipe forms: quantity and unit per ingredient, a search over the
 * catalogue (10 suggestions, Enter adds the first or the typed name) and a 'Create new' mode for
 * comma-separated names. Without JavaScript, Add and Remove are submit buttons the action handles.
 * The quantity is text: cooks type "¼", "1 1/2" or "0,25", which the action reads; left empty,
 * the line has no amount ("to taste").
 */
export function IngredientEditor({
  lines,
  onChange,
  catalogue,
  hydrated,
  intents,
}: {
  lines: IngredientLine[];
  onChange: (patch: { lines: IngredientLine[] }) => void;
  catalogue: string[];
  hydrated: boolean;
  /** The form's prefix of the no-JavaScript Add and Remove intents (`{intents}-add`, `{intents}-remove:{row}`). */
  intents: string;
}) {
  const { t } = useTranslation("recipes");
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [createNew, setCreateNew] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const suggestions = ingredientSuggestions(catalogue, lines, search);

  const add = (text: string) => {
    onChange({ lines: addIngredientNames(lines, text) });
    setSearch("");
  };
  const update = (index: number, patch: Partial<IngredientLine>) =>
    onChange({ lines: lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });

  return (
    <div className="ingredient-editor">
      <div className="inline-fields">
        <label className="radio">
          <input
            type="checkbox"
            checked={createNew}
            onChange={(e) => setCreateNew(e.currentTarget.checked)}
            disabled={!hydrated}
          />{" "}
          {t("editor.createNew")}
        </label>
      </div>
      <div className="suggest">
        <label htmlFor="ingredient-add" className="visually-hidden">
          {createNew ? t("editor.newLabel") : t("editor.searchLabel")}
        </label>
        <div className="inline-fields">
          <input
            id="ingredient-add"
            name="new_ingredients"
            value={search}
            autoComplete="off"
            placeholder={createNew ? t("editor.newPlaceholder") : t("editor.searchPlaceholder")}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              closeTimer.current = setTimeout(() => setOpen(false), 200);
            }}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              if (createNew) add(search);
              else if (suggestions[0]) add(suggestions[0]);
              else add(search.split(",")[0] ?? "");
            }}
            style={{ flex: 1 }}
          />
          <button
            type="submit"
            name="intent"
            value={`${intents}-add`}
            className="btn btn-secondary"
            onClick={
              hydrated
                ? (e) => {
                    e.preventDefault();
                    add(search);
                  }
                : undefined
            }
          >
            {t("editor.add")}
          </button>
        </div>
        {hydrated && open && !createNew && suggestions.length ? (
          <ul className="suggestions" role="listbox" aria-label={t("editor.suggestions")}>
            {suggestions.map((name) => (
              <li key={name} role="option" aria-selected="false">
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    clearTimeout(closeTimer.current);
                    add(name);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {lines.length ? (
        <table className="data ingredient-rows">
          <TableHead
            columns={[
              t("editor.ingredient"),
              t("editor.quantity"),
              t("editor.unit"),
              <span className="visually-hidden">{t("editor.remove")}</span>,
            ]}
          />
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.name.toLowerCase()}>
                <td>
                  {line.name}
                  <input type="hidden" name="ing_name" value={line.name} />
                  <input
                    aria-label={t("editor.noteFor", { name: line.name })}
                    name="ing_note"
                    className="line-note"
                    value={line.note}
                    placeholder={t("editor.notePlaceholder")}
                    onChange={(e) => update(index, { note: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={t("editor.quantityOf", { name: line.name })}
                    name="ing_quantity"
                    className="amount-input"
                    autoComplete="off"
                    placeholder={t("editor.toTaste")}
                    value={line.quantity}
                    onChange={(e) => update(index, { quantity: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={t("editor.unitOf", { name: line.name })}
                    name="ing_unit"
                    value={line.unit}
                    placeholder={t("editor.unitPlaceholder")}
                    onChange={(e) => update(index, { unit: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <button
                    type="submit"
                    name="intent"
                    value={`${intents}-remove:${index}`}
                    className="btn btn-ghost btn-small"
                    aria-label={t("editor.removeLine", { name: line.name })}
                    onClick={
                      hydrated
                        ? (e) => {
                            e.preventDefault();
                            onChange({ lines: lines.filter((_, i) => i !== index) });
                          }
                        : undefined
                    }
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

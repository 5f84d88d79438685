import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { callGraphQL, ifRefused } from "~/api.server";
import {
  CreateStoreMutation,
  DeleteStoreMutation,
  UpdateShoppingListMutation,
  UpdateStoreMutation,
} from "~/graphql/shopping.server";
import { refusalReply } from "~/utils/form.server";

/**
 * The list screen's store forms: shop the list in a store, add one (the list is then shopped
 * there), rename or delete one, and move a section in a store's aisle order. Each answers the
 * page again, or the form with the API's message.
 */
export function storeActions(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const storeId = Number(form.get("store_id"));
  const name = String(form.get("name") ?? "");
  const { t } = context.i18n;
  const call = async <Result>(work: Promise<Result>, toast?: (result: Result) => string) => {
    const done = await ifRefused(work, refusalReply(form));
    if (!done.ok) return done.answer;
    if (toast) context.session.toast("success", toast(done.data));
    return redirect(after);
  };
  const shopListIn = (id: number) =>
    callGraphQL(request, context, UpdateShoppingListMutation, { id: Number(form.get("list_id")), store_id: id });
  return {
    "choose-store": () => call(shopListIn(storeId)),
    "add-store": () =>
      call(
        callGraphQL(request, context, CreateStoreMutation, { name }).then(async ({ createStore }) => {
          await shopListIn(createStore.id);
          return createStore;
        }),
        () => t("shopping:toasts.storeAdded", { store: name.trim() }),
      ),
    "rename-store": () =>
      call(callGraphQL(request, context, UpdateStoreMutation, { id: storeId, name }), ({ updateStore }) =>
        t("shopping:toasts.storeRenamed", { store: updateStore.name }),
      ),
    "delete-store": () =>
      call(callGraphQL(request, context, DeleteStoreMutation, { id: storeId }), () =>
        t("shopping:toasts.storeDeleted"),
      ),
    "order-store": () =>
      call(
        callGraphQL(request, context, UpdateStoreMutation, {
          id: storeId,
          order: String(form.get("order") ?? "").split("|"),
        }),
      ),
  };
}

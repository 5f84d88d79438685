import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The names of the fields a query selects on a resolver's result, through fragments too; with a
 * path, on what those fields select (`selectedFields(info, "items")`: the fields of the items).
 * Fields under `@skip`/`@include` count as selected: reading a little more than asked is harmless.
 */
export function selectedFields(info: GraphQLResolveInfo, ...path: string[]): Set<string> {
  /** The fields directly under some selection sets, with the selection sets under each. */
  const fieldsOf = (selectionSets: readonly (SelectionSetNode | undefined)[]) => {
    const fields = new Map<string, (SelectionSetNode | undefined)[]>();
    const visit = (selectionSet: SelectionSetNode | undefined) => {
      for (const selection of selectionSet?.selections ?? []) {
        if (selection.kind === Kind.FIELD)
          fields.set(selection.name.value, [...(fields.get(selection.name.value) ?? []), selection.selectionSet]);
        else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
        else visit(info.fragments[selection.name.value]?.selectionSet);
      }
    };
    selectionSets.forEach(visit);
    return fields;
  };
  let fields = fieldsOf(info.fieldNodes.map((node) => node.selectionSet));
  for (const name of path) fields = fieldsOf(fields.get(name) ?? []);
  return new Set(fields.keys());
}

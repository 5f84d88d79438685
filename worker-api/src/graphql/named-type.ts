/** The SDL of a group's named label (meal type, recipe category, ingredient group): an id and a name. */
export const namedType = (name: string) => /* GraphQL */ `
    type ${name} {
      id: Int!
      name: String!
    }`;

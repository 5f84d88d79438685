import { ButtonLink } from "~/components/button-link";

/** The data card: the JSON export of the account. */
export function ExportDataSection() {
  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading">Your Data</h2>
      <p>Download everything you and your personal group keep in Larder, as a JSON file.</p>
      <a href="/user/export" className="btn btn-secondary" download>
        Export my data
      </a>
    </section>
  );
}

/** The danger zone card: deleting the account (`?dialog=delete`). */
export function DangerZoneSection() {
  return (
    <section className="card danger-zone" aria-labelledby="danger-heading">
      <h2 id="danger-heading">Danger Zone</h2>
      <p>
        Deleting your account removes your personal recipes, plans and lists. Groups you share with others stay with
        them.
      </p>
      <ButtonLink to="?dialog=delete" tone="danger" preventScrollReset>
        Delete Account
      </ButtonLink>
    </section>
  );
}

// Publish for a document the Studio created or duplicated (random id): it is published under
// the readable id its fields make (readableId.ts), the random draft is removed, and the editor
// lands on the published document. A readable id already in use is refused with its name.
import { useState } from "react";
import { useClient, type DocumentActionComponent, type SanityDocument } from "sanity";
import { useRouter } from "sanity/router";
import { API_VERSION } from "../structure";
import { ID_PARTS, isStudioId, readableId, type CREATABLE_TYPES } from "./readableId";

const SYSTEM = new Set(["_id", "_rev", "_createdAt", "_updatedAt"]);

export function withReadableId(publish: DocumentActionComponent): DocumentActionComponent {
  const Action: DocumentActionComponent = (props) => {
    const original = publish(props);
    const client = useClient({ apiVersion: API_VERSION });
    const router = useRouter();
    const [problem, setProblem] = useState<string>();
    const [busy, setBusy] = useState(false);
    const draft = props.draft as SanityDocument | null;
    if (!original || !draft || !isStudioId(props.id)) return original;
    const target = readableId(draft);
    return {
      ...original,
      label: busy ? "Publishing…" : "Publish",
      title: target
        ? `Publishes as ${target}`
        : `Fill the ${ID_PARTS[props.type as (typeof CREATABLE_TYPES)[number]] ?? "key"} first: they make the document's id`,
      disabled: busy || !target || original.disabled,
      onHandle: async () => {
        if (!target) return;
        setBusy(true);
        try {
          const taken = await client.fetch<number>("count(*[_id in [$id, $draft]])", {
            id: target,
            draft: `drafts.${target}`,
          });
          if (taken > 0) {
            setProblem(`${target} already exists: give this document another key.`);
            return;
          }
          const content = Object.fromEntries(Object.entries(draft).filter(([k]) => !SYSTEM.has(k)));
          await client
            .transaction()
            .create({ ...content, _id: target, _type: props.type })
            .delete(`drafts.${props.id}`)
            .delete(props.id)
            .commit();
          props.onComplete();
          router.navigateIntent("edit", { id: target, type: props.type });
        } catch (error) {
          setProblem(`Not published: ${(error as Error).message}`);
        } finally {
          setBusy(false);
        }
      },
      dialog: problem
        ? { type: "popover", content: problem, onClose: () => setProblem(undefined) }
        : original.dialog,
    };
  };
  Action.action = publish.action;
  Action.displayName = "PublishWithReadableId";
  return Action;
}

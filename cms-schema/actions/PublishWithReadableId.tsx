// Publish for a document the Studio created or duplicated (random id): it is published under
// the readable id its fields make (readableId.ts), the random draft is removed, and the editor
// lands on the published document. A readable id already in use is refused with its name, and an
// edit saved while publishing makes it fail rather than be lost (publishReadable.ts).
import { useState } from "react";
import { useClient, type DocumentActionComponent, type SanityDocument } from "sanity";
import { useRouter } from "sanity/router";
import { API_VERSION } from "../apiVersion";
import { publishUnderReadableId } from "./publishReadable";
import { ID_PARTS, isStudioId, readableId, type CREATABLE_TYPES } from "./readableId";

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
          const problem = await publishUnderReadableId(client, { id: props.id, draft, target });
          if (problem) return setProblem(problem);
          props.onComplete();
          router.navigateIntent("edit", { id: target, type: props.type });
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

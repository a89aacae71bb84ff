import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleSubscribe } from "~/forms/subscribe.server";

// POST /api/newsletter/subscribe (JSON): the banner's and the popup's subscriptions.
// A GET gets the same 405 answer as any other method but POST.
export function action({ request, context }: ActionFunctionArgs) {
  return handleSubscribe(request, context);
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return handleSubscribe(request, context);
}

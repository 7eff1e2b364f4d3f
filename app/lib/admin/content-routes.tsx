/**
 * The screens of a content set as React Router route parts (list, new, edit, and what was deleted). A set's
 * route modules are short files that hand these its configuration (ADR 021), so each route still declares its
 * own access point for the spec's guard (§4) and no screen is copied per set.
 */
import { useMemo } from "react";
import {
  type ClientLoaderFunctionArgs,
  data,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useRouteError,
} from "react-router";
import { ContentEditor } from "~/components/admin/content-editor.tsx";
import { ContentList, DASHBOARD_CRUMB } from "~/components/admin/content-list.tsx";
import { DeletedItems, type DeletedPlace, type PutBack } from "~/components/admin/deleted-items.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import type { DeletedItem, KeptDeletion } from "../../../common/content/deleted.ts";
import { type ContentService, createContentService, type ListPage } from "../api/content-service.ts";
import { createDeletedService, type DeletedService } from "../api/deleted-service.ts";
import { ApiError } from "../api/errors.ts";
import { createHistoryService } from "../api/history-service.ts";
import { createItemActions } from "../api/item-actions.ts";
import { requireAccess } from "../auth/access-guard.ts";
import { browserServices } from "../auth/browser-services.ts";
import { type AdminItem, type ContentSetConfig, withArticle } from "./content-set.ts";
import { type ListState, listQueryOf, listStateOf } from "./list-query.ts";

type Input = Record<string, unknown>;
/** What the handle, loading and error screens need of a set: also the inbox's, for its "Recently deleted" (ADR 062). */
type ScreenPlace = Pick<DeletedPlace, "accessPoint" | "names" | "adminPath">;

function serviceFor<E extends AdminItem>(set: ContentSetConfig<E>): ContentService<E, Input> {
  return createContentService<E, Input>(browserServices().api, set.apiPath);
}

function deletedServiceFor<K extends KeptDeletion, B extends PutBack>(place: DeletedPlace<K, B>): DeletedService<B, K> {
  return createDeletedService<B, K>(browserServices().api, place.apiPath);
}

/** An item that is not there (deleted, a mistyped address) is the route's 404, shown inside the dashboard. */
async function fetchItem<E extends AdminItem>(set: ContentSetConfig<E>, id: string, signal: AbortSignal): Promise<E> {
  // The address gives text; the service sends it as the path segment whatever the set's id type.
  try {
    return await serviceFor(set).fetchOne(id as E["id"], { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data(`No ${set.names.singular} has that address. It may have been deleted.`, 404);
    }
    throw error;
  }
}

export type Screen = "list" | "new" | "edit" | "deleted";

/** The route's metadata: its access point for the guard, and a title kept out of search engines. */
export function screenHandle(set: ScreenPlace, screen: Screen) {
  const titles: Record<Screen, string> = {
    list: set.names.plural,
    new: `Create ${withArticle(set.names)}`,
    edit: `Edit ${withArticle(set.names)}`,
    deleted: `Recently deleted ${set.names.plural.toLowerCase()}`,
  };
  return { accessPoint: set.accessPoint, seo: { title: titles[screen], noindex: true } };
}

export interface ListData<E> {
  page: ListPage<E>;
  state: ListState;
  /**
   * How many of the set's items were deleted and are still kept: the list links to them when there are any. Null
   * when that could not be read: the list itself still shows, with the link and no count.
   */
  deletedCount: number | null;
}

/** The list's clientLoader: the guard, then the page of items the address asks for and the deleted ones' count. */
export function listLoader<E extends AdminItem>(set: ContentSetConfig<E>) {
  const loader = async ({ request }: ClientLoaderFunctionArgs): Promise<ListData<E>> => {
    await requireAccess(request, screenHandle(set, "list"));
    const state = listStateOf(new URL(request.url).searchParams, set);
    const [page, deletedCount] = await Promise.all([
      serviceFor(set).fetchAll(listQueryOf(state), { signal: request.signal }),
      deletedServiceFor(set).keptCount({ signal: request.signal }),
    ]);
    return { page, state, deletedCount };
  };
  return Object.assign(loader, { hydrate: true as const });
}

export interface NewData<E> {
  /** The item "Duplicate" starts from; its values are read in the screen, once the layout has set the zone rules. */
  original?: E;
}

/** The create screen's clientLoader; `?from=<id>` starts from a copy of that item ("Duplicate"). */
export function newLoader<E extends AdminItem>(set: ContentSetConfig<E>) {
  const loader = async ({ request }: ClientLoaderFunctionArgs): Promise<NewData<E>> => {
    await requireAccess(request, screenHandle(set, "new"));
    const from = new URL(request.url).searchParams.get("from");
    if (!from) return {};
    return { original: await fetchItem(set, from, request.signal) };
  };
  return Object.assign(loader, { hydrate: true as const });
}

export interface EditData<E> {
  item: E;
  seo: { title: string; noindex: true };
}

/** The edit screen's clientLoader: the guard, then the item with every status (`status=all`). */
export function editLoader<E extends AdminItem>(set: ContentSetConfig<E>) {
  const loader = async ({ request, params }: ClientLoaderFunctionArgs): Promise<EditData<E>> => {
    await requireAccess(request, screenHandle(set, "edit"));
    const item = await fetchItem(set, params.id ?? "", request.signal);
    return { item, seo: { title: `Edit “${set.titleOf(item)}”`, noindex: true } };
  };
  return Object.assign(loader, { hydrate: true as const });
}

export function ListScreen<E extends AdminItem>({ set }: { set: ContentSetConfig<E> }) {
  const { page, state, deletedCount } = useLoaderData() as ListData<E>;
  return <ContentList set={set} page={page} state={state} deletedCount={deletedCount} />;
}

export interface DeletedData<K extends KeptDeletion = DeletedItem> {
  items: K[];
}

/** "Recently deleted"'s clientLoader: the guard (the place's own access point), then what is kept, newest first. */
export function deletedLoader<K extends KeptDeletion, B extends PutBack>(place: DeletedPlace<K, B>) {
  const loader = async ({ request }: ClientLoaderFunctionArgs): Promise<DeletedData<K>> => {
    await requireAccess(request, screenHandle(place, "deleted"));
    return { items: await deletedServiceFor(place).list({ signal: request.signal }) };
  };
  return Object.assign(loader, { hydrate: true as const });
}

export function DeletedScreen<K extends KeptDeletion, B extends PutBack>({ set }: { set: DeletedPlace<K, B> }) {
  const { items } = useLoaderData() as DeletedData<K>;
  const service = useMemo(() => deletedServiceFor(set), [set]);
  return <DeletedItems set={set} items={items} service={service} />;
}

export function NewScreen<E extends AdminItem>({ set }: { set: ContentSetConfig<E> }) {
  const { original } = useLoaderData() as NewData<E>;
  const startValues = useMemo(
    () => (original ? set.duplicateOf(set.valuesOf(original)) : set.emptyValues()),
    [original, set],
  );
  const startedFrom = original ? set.titleOf(original) : undefined;
  // A new key per start, so "Duplicate" reached from an open form starts a fresh one.
  return (
    <ContentEditor
      key={startedFrom ?? "new"}
      set={set}
      service={serviceFor(set)}
      startValues={startValues}
      startedFrom={startedFrom}
    />
  );
}

export function EditScreen<E extends AdminItem>({ set }: { set: ContentSetConfig<E> }) {
  const { item } = useLoaderData() as EditData<E>;
  // One service for the screen's life: the history dialog loads when it opens, not on every render.
  const history = useMemo(() => createHistoryService<E>(browserServices().api, set.apiPath), [set.apiPath]);
  const act = useMemo(() => createItemActions<E>(browserServices().api, set.apiPath), [set.apiPath]);
  return (
    <ContentEditor
      key={item.id}
      set={set}
      service={serviceFor(set)}
      history={history}
      act={act}
      api={browserServices().api}
      item={item}
      startValues={set.valuesOf(item)}
    />
  );
}

/** Until the guard and the first load are done (the server renders this; the browser then loads the data). */
export function ScreenLoading({ set, screen }: { set: ScreenPlace; screen: Screen }) {
  const what = {
    list: set.names.plural.toLowerCase(),
    new: "the form",
    edit: `the ${set.names.singular}`,
    deleted: `the deleted ${set.names.plural.toLowerCase()}`,
  }[screen];
  return (
    <p className="admin-loading" role="status">
      Loading {what}…
    </p>
  );
}

/** Shown in place of a screen that could not load, inside the dashboard's frame. */
export function ScreenError({ set }: { set: ScreenPlace }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : "This screen could not be loaded. Please try again.";
  return (
    <>
      <Breadcrumbs
        root={DASHBOARD_CRUMB}
        trail={[{ text: set.names.plural, to: set.adminPath }]}
        current={notFound ? "Not found" : "Error"}
      />
      <h1>{notFound ? `That ${set.names.singular} is not here` : "Something went wrong"}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={set.adminPath}>Back to {set.names.plural.toLowerCase()}</Link>
      </p>
    </>
  );
}

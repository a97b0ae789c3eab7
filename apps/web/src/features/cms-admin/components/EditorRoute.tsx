import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api-client';

/** The `:id` of an editor route: 'new', an id, or null when it is neither (a 404). */
export function editorId(id: string | undefined): 'new' | number | null {
  if (id === undefined || id === 'new') return 'new';
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

interface EditorRouteProps<T extends { id: number }> {
  /** The query hook that loads one entity by id. */
  useEntity: (id: number) => UseQueryResult<T>;
  /** The editor: without an entity for `/new`. */
  render: (entity?: T) => ReactNode;
}

/**
 * `/staff/<things>/new` and `/staff/<things>/:id`: the empty editor, or the loaded entity's editor.
 * A bad id or a 404 shows the not-found screen. Callers key the editor by the entity's id, so
 * another entity (or a fresh copy after delete/restore) starts a fresh form.
 */
export function EditorRoute<T extends { id: number }>({ useEntity, render }: EditorRouteProps<T>) {
  const id = editorId(useParams().id);
  if (id === 'new') return render();
  return id === null ? <NotFound /> : <ExistingEntity id={id} useEntity={useEntity} render={render} />;
}

function ExistingEntity<T extends { id: number }>({ id, useEntity, render }: EditorRouteProps<T> & { id: number }) {
  const entity = useEntity(id);
  if (entity.isPending) return <PageLoader />;
  if (entity.isError) return isApiError(entity.error) && entity.error.status === 404 ? <NotFound /> : null;
  return render(entity.data);
}

/** PUT /api/v2/cmsmenus/:menu/order: every item of a menu, in the new order. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MenuItem, type MenuName } from '@markwell/contracts/menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function reorderMenu(menu: MenuName, ids: number[]) {
  return callEndpoint(cmsEndpoints.putCmsmenusByMenuOrder, { params: { menu }, body: { ids }, validate: true });
}

/** Shows the new order at once; puts the server's answer in its place (or the old order back on failure). */
export function useReorderMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menu, ids }: { menu: MenuName; ids: number[] }) => reorderMenu(menu, ids),
    onMutate: async ({ menu, ids }) => {
      await client.cancelQueries({ queryKey: cmsAdminKeys.menuItems });
      const before = client.getQueryData<MenuItem[]>(cmsAdminKeys.menuItems);
      if (before) {
        const others = before.filter((i) => i.menu !== menu);
        const moved = ids.flatMap((id) => before.filter((i) => i.id === id));
        client.setQueryData(cmsAdminKeys.menuItems, [...others, ...moved]);
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(cmsAdminKeys.menuItems, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}

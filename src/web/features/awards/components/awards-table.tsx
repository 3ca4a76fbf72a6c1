import type { Award } from '#domain/awards.ts';
import { AdminTable, StateText, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { paths } from '#web/config/paths.ts';

const columns: AdminColumn<Award>[] = [
  { header: 'Award', className: 'min-w-40 font-medium break-words', cell: (award) => award.name },
  { header: 'League', className: 'whitespace-nowrap', cell: (award) => award.League.name },
  {
    header: 'Players',
    className: 'min-w-48',
    cell: (award) => award.Players.map((player) => `${player.firstName} ${player.lastName}`).join(', '),
  },
  {
    header: 'Visibility',
    cell: (award) => <StateText on={award.isShown} text={['Visible', 'Hidden']} />,
  },
];

/** The awards list's table: award, league, players, Visible or Hidden, Edit and Delete. */
export function AwardsTable({ items, onDelete }: { items: readonly Award[]; onDelete: (award: Award) => void }) {
  return (
    <AdminTable
      region="Awards"
      items={items}
      columns={columns}
      rowName={(award) => award.name}
      editPath={paths.admin.awardsUpdate}
      onDelete={onDelete}
    />
  );
}

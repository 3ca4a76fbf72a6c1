import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getGame = (id: number) => api<GameDetail>('GET', `/api/games/${id}`);

export const gameQueryOptions = (id: number) => queryOptions({ queryKey: ['games', id], queryFn: () => getGame(id) });

export const useGame = (id: number) => useQuery(gameQueryOptions(id));

export function LeagueRulesPage() { return <h1>league-rules</h1>; }

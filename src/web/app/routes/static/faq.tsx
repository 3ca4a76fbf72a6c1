export function FaqPage() { return <h1>faq</h1>; }

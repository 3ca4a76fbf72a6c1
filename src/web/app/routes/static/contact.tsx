export function ContactPage() { return <h1>contact</h1>; }

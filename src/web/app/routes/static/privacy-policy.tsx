export function PrivacyPolicyPage() { return <h1>privacy-policy</h1>; }

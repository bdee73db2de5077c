/** The frame shared by the sign-in and sign-up pages. */
export function AuthPage({ title, intro, notice, children }: { title: string; intro: string; notice?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-4xl text-ink">{title}</h1>
      <p className="mt-3 text-muted">{intro}</p>
      {notice && (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
          {notice}
        </p>
      )}
      <div className="mt-8">{children}</div>
    </div>
  );
}

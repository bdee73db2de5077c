/** The small page a newsletter link opens: a message, or a button that does what the link says. */
export function NewsletterLinkPage({ title, message, action, hidden, button }: { title: string; message: string; action?: (formData: FormData) => Promise<void>; hidden?: Record<string, string>; button?: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-4xl text-ink">{title}</h1>
      <p role="status" className="mt-4 text-ink">{message}</p>
      {action && button && (
        <form action={action} className="mt-6">
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            {button}
          </button>
        </form>
      )}
    </div>
  );
}

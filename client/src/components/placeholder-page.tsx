/** A page that later work fills in: a heading and one sentence, both already translated. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{description}</p>
    </section>
  );
}

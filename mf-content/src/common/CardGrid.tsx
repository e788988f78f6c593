/** A grid of title-and-text cards, the building block of the marketing sections. */
export function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div className="tc-grid">
      {items.map((item) => (
        <div key={item.title} className="tc-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}

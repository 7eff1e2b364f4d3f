/** Renders a static page's blocks as semantic HTML. */

import { Link } from "react-router";
import { balancedGrid } from "~/lib/balanced-grid.ts";
import { headingIds } from "~/lib/page-outline.ts";
import type { Block } from "../../common/pages/types.ts";
import { Picture } from "./content/picture.tsx";
import { RichText } from "./rich-text.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

export function PageBlocks({ blocks }: { blocks: Block[] }) {
  // Every heading has an id, so the "On this page" list (page-outline.ts) can link to it.
  const ids = headingIds(blocks);
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static copy in a fixed order, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <BlockView key={index} block={block} headingId={ids.get(index)} />
      ))}
    </>
  );
}

/**
 * The narrowest a fact's card may be: its longest value on one line at the value's size (about 0.6 em a
 * character) plus the card's padding, so "office@pinecrest.example" never has to break inside.
 */
function factMinWidth(items: readonly { value: string }[]): number {
  const longest = Math.max(...items.map((item) => Math.max(...item.value.split(/\s+/).map((word) => word.length))));
  return Math.max(140, Math.ceil(longest * 0.6 * 21) + 34);
}

function BlockView({ block, headingId }: { block: Block; headingId: string | undefined }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "heading":
      return <h2 id={headingId}>{block.text}</h2>;
    case "list": {
      const items = block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "table":
      // On a narrow screen each row becomes a card of label and value (app.css, "stacked tables", ADR 039).
      return (
        <ScrollRegion className="table-scroll" label={block.caption}>
          <table className="stack-table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={block.head[column]} scope="row">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={block.head[column]} data-label={block.head[column]}>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {block.note ? (
            <p className="table-note">
              <RichText text={block.note} />
            </p>
          ) : null}
        </ScrollRegion>
      );
    case "faq":
      return (
        <div className="faq">
          {block.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      );
    case "callout":
      return (
        <aside className="callout">
          <h2 className="callout__title">{block.title}</h2>
          <p>
            <RichText text={block.text} />
          </p>
          {block.action ? (
            <p>
              <Link className="button" to={block.action.to}>
                {block.action.label}
              </Link>
            </p>
          ) : null}
        </aside>
      );
    case "quote":
      return (
        <figure className="quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>{block.cite}</figcaption>
        </figure>
      );
    case "steps":
      return (
        <ol className="steps">
          {block.items.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>
                <RichText text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case "facts":
      return (
        <div className="grid-box">
          <dl className={`facts ${balancedGrid(block.items.length, factMinWidth(block.items))}`}>
            {block.items.map((fact) => (
              <div key={fact.label} className="facts__item">
                <dt>{fact.label}</dt>
                <dd>
                  <RichText text={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case "picture":
      return (
        <figure className="page-picture">
          <Picture
            src={block.src}
            alt={block.alt}
            className="page-picture__frame"
            sizes="(min-width: 1000px) 720px, 100vw"
            width={block.width}
            height={block.height}
            loading="lazy"
          />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case "downloads":
      return (
        <ul className="downloads">
          {block.items.map((item) => (
            <li key={item.href} className="downloads__item">
              {/* A plain anchor: the router would treat /downloads/… as a page. */}
              <a className="downloads__link" href={item.href} download>
                {item.label}{" "}
                <span className="downloads__meta">
                  ({fileType(item.href)}
                  {item.sizeKb ? `, ${item.sizeKb} KB` : ""})
                </span>
              </a>
              <p className="downloads__description">{item.description}</p>
            </li>
          ))}
        </ul>
      );
  }
}

/** "PDF" for /downloads/form.pdf: the extension readers expect to see beside a file link. */
function fileType(href: string): string {
  return (href.split(".").pop() ?? "").toUpperCase();
}

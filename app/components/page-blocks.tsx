/** Renders a static page's blocks as semantic HTML. */

import { useRef } from "react";
import { Link } from "react-router";
import { useOpenForPrint } from "~/lib/use-open-for-print.ts";
import type { Block } from "../../common/pages/types.ts";
import { Picture } from "./content/picture.tsx";
import { RichText } from "./rich-text.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

/** Questions that open one at a time on screen, and all at once on paper (print.css, useOpenForPrint). */
function Faq({ items }: { items: Extract<Block, { type: "faq" }>["items"] }) {
  const list = useRef<HTMLDivElement>(null);
  useOpenForPrint(list);
  return (
    <div className="faq" ref={list}>
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>{item.question}</summary>
          <p>
            <RichText text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}

export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static copy in a fixed order, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "heading":
      return <h2 id={block.id}>{block.text}</h2>;
    case "list": {
      const items = block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "table":
      return (
        <ScrollRegion className="table-scroll" label={block.caption}>
          <table>
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
                        {cell}
                      </th>
                    ) : (
                      <td key={block.head[column]}>{cell}</td>
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
      return <Faq items={block.items} />;
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
        <dl className="facts">
          {block.items.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
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

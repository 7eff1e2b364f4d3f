/**
 * A page's blocks in the office's editor (issue 14): each block a small form of its own, moved up or down and
 * removed with buttons (so the keyboard does everything a mouse does), and new blocks added at the end. The
 * form holds the blocks as JSON text, like every other field's text.
 */
import { type ReactNode, useRef, useState } from "react";
import { BLOCK_KINDS, blockSummary, blocksOf } from "~/lib/admin/page-blocks.ts";
import { blockProblems } from "../../../common/pages/page-schema.ts";
import type { Block } from "../../../common/pages/types.ts";
import { PicturePicker } from "./picture-picker.tsx";

type Kind = keyof typeof BLOCK_KINDS;

/** The kinds the office adds. */
const ADDABLE = Object.keys(BLOCK_KINDS) as Kind[];

function newBlock(kind: Kind): Block {
  switch (kind) {
    case "paragraph":
      return { type: "paragraph", text: "" };
    case "heading":
      return { type: "heading", text: "" };
    case "list":
      return { type: "list", items: [""] };
    case "table":
      return { type: "table", caption: "", head: ["", ""], rows: [["", ""]] };
    case "faq":
      return { type: "faq", items: [{ question: "", answer: "" }] };
    case "callout":
      return { type: "callout", title: "", text: "" };
    case "quote":
      return { type: "quote", text: "", cite: "" };
    case "steps":
      return { type: "steps", items: [{ title: "", text: "" }] };
    case "facts":
      return { type: "facts", items: [{ value: "", label: "" }] };
    case "downloads":
      return { type: "downloads", items: [{ label: "", href: "/downloads/", description: "" }] };
    case "picture":
      return { type: "picture", src: "", alt: "", width: 1600, height: 900 };
  }
}

const LINK_HINT = "To link, write [words](/page-address) or [words](https://…).";
const SEPARATOR = " | ";

/** "a | b" ⇄ ["a", "b"]: a table's row as one line to type. */
const cells = (line: string) => line.split("|").map((cell) => cell.trim());

function TextInput({
  id,
  label,
  hint,
  value,
  multiline,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  multiline?: boolean;
  onChange(value: string): void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          id={id}
          className="field__input field__textarea"
          rows={4}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="field__input field__input--long"
          type="text"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** Repeated pairs (questions and answers, steps, facts): each pair with its own remove button, and one to add. */
function PairsEditor<T extends Record<string, string>>({
  id,
  items,
  fields,
  noun,
  fresh,
  onChange,
}: {
  id: string;
  items: T[];
  fields: readonly { key: keyof T & string; label: string; multiline?: boolean; hint?: string }[];
  noun: string;
  fresh: T;
  onChange(items: T[]): void;
}) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity but their place
        <fieldset key={index} className="block-editor__pair">
          <legend>
            {noun} {index + 1}
          </legend>
          {fields.map((field) => (
            <TextInput
              key={field.key}
              id={`${id}-${index}-${field.key}`}
              label={field.label}
              hint={field.hint}
              multiline={field.multiline}
              value={item[field.key] ?? ""}
              onChange={(value) =>
                onChange(items.map((other, i) => (i === index ? { ...other, [field.key]: value } : other)))
              }
            />
          ))}
          {items.length > 1 ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Remove {noun.toLowerCase()} {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button type="button" className="button button--ghost button--small" onClick={() => onChange([...items, fresh])}>
        Add a {noun.toLowerCase()}
      </button>
    </>
  );
}

function BlockInputs({ id, block, onChange }: { id: string; block: Block; onChange(block: Block): void }): ReactNode {
  switch (block.type) {
    case "paragraph":
      return (
        <TextInput
          id={`${id}-text`}
          label="Text"
          hint={LINK_HINT}
          multiline
          value={block.text}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "heading":
      return (
        <TextInput
          id={`${id}-text`}
          label="Heading"
          value={block.text}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case "quote":
      return (
        <>
          <TextInput
            id={`${id}-text`}
            label="Quotation"
            multiline
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
          <TextInput
            id={`${id}-cite`}
            label="Who said it"
            value={block.cite}
            onChange={(cite) => onChange({ ...block, cite })}
          />
        </>
      );
    case "list":
      return (
        <>
          <TextInput
            id={`${id}-items`}
            label="Items, one per line"
            hint={LINK_HINT}
            multiline
            value={block.items.join("\n")}
            onChange={(text) => onChange({ ...block, items: text.split("\n") })}
          />
          <div className="checkboxes__item">
            <input
              type="checkbox"
              id={`${id}-ordered`}
              checked={block.ordered ?? false}
              onChange={(event) => onChange({ ...block, ordered: event.target.checked || undefined })}
            />
            <label htmlFor={`${id}-ordered`}>Number the items</label>
          </div>
        </>
      );
    case "table":
      return (
        <>
          <TextInput
            id={`${id}-caption`}
            label="Caption"
            hint="What the table shows, read first by screen readers."
            value={block.caption}
            onChange={(caption) => onChange({ ...block, caption })}
          />
          <TextInput
            id={`${id}-head`}
            label="Column headings"
            hint="Separated by a vertical bar, like: Grade | Tuition | Fees"
            value={block.head.join(SEPARATOR)}
            onChange={(text) => onChange({ ...block, head: cells(text) })}
          />
          <TextInput
            id={`${id}-rows`}
            label="Rows, one per line"
            hint="Cells separated by a vertical bar, in the order of the headings. The first cell names the row."
            multiline
            value={block.rows.map((row) => row.join(SEPARATOR)).join("\n")}
            onChange={(text) => onChange({ ...block, rows: text.split("\n").map(cells) })}
          />
          <TextInput
            id={`${id}-note`}
            label="Note under the table (optional)"
            hint={LINK_HINT}
            value={block.note ?? ""}
            onChange={(note) => onChange({ ...block, note: note || undefined })}
          />
        </>
      );
    case "callout":
      return (
        <>
          <TextInput
            id={`${id}-title`}
            label="Title"
            value={block.title}
            onChange={(title) => onChange({ ...block, title })}
          />
          <TextInput
            id={`${id}-text`}
            label="Text"
            hint={LINK_HINT}
            multiline
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
          <TextInput
            id={`${id}-action-label`}
            label="Button words (optional)"
            value={block.action?.label ?? ""}
            onChange={(label) =>
              onChange({
                ...block,
                action: label || block.action?.to ? { label, to: block.action?.to ?? "" } : undefined,
              })
            }
          />
          <TextInput
            id={`${id}-action-to`}
            label="Button link (optional)"
            hint="A page of this site, like /admissions/enrollment."
            value={block.action?.to ?? ""}
            onChange={(to) =>
              onChange({
                ...block,
                action: to || block.action?.label ? { label: block.action?.label ?? "", to } : undefined,
              })
            }
          />
        </>
      );
    case "faq":
      return (
        <PairsEditor
          id={id}
          items={block.items}
          noun="Question"
          fresh={{ question: "", answer: "" }}
          fields={[
            { key: "question", label: "Question" },
            { key: "answer", label: "Answer", multiline: true, hint: LINK_HINT },
          ]}
          onChange={(items) => onChange({ ...block, items })}
        />
      );
    case "steps":
      return (
        <PairsEditor
          id={id}
          items={block.items}
          noun="Step"
          fresh={{ title: "", text: "" }}
          fields={[
            { key: "title", label: "Title" },
            { key: "text", label: "Text", multiline: true, hint: LINK_HINT },
          ]}
          onChange={(items) => onChange({ ...block, items })}
        />
      );
    case "facts":
      return (
        <PairsEditor
          id={id}
          items={block.items}
          noun="Fact"
          fresh={{ value: "", label: "" }}
          fields={[
            { key: "value", label: "Figure or fact", hint: "Short, like 1978 or 12:1." },
            { key: "label", label: "What it means" },
          ]}
          onChange={(items) => onChange({ ...block, items })}
        />
      );
    case "picture":
      return (
        <>
          <div className="field">
            <p className="field__label">The picture</p>
            <p className="field__hint" id={`${id}-src`}>
              {block.src ? `Chosen: ${block.src}` : "No picture chosen yet."}
            </p>
            <PicturePicker
              onChoose={(picture) =>
                onChange({
                  ...block,
                  src: picture.url,
                  alt: block.alt || picture.alt,
                  width: picture.width,
                  height: picture.height,
                })
              }
            />
          </div>
          <TextInput
            id={`${id}-alt`}
            label="What the picture shows"
            hint="For people who cannot see it, like: Grade 3 planting the school garden."
            value={block.alt}
            onChange={(alt) => onChange({ ...block, alt })}
          />
          <TextInput
            id={`${id}-caption`}
            label="Caption (optional)"
            value={block.caption ?? ""}
            onChange={(caption) => onChange({ ...block, caption: caption || undefined })}
          />
        </>
      );
    case "downloads":
      return (
        <PairsEditor
          id={id}
          items={block.items.map(({ label, href, description }) => ({ label, href, description }))}
          noun="Download"
          fresh={{ label: "", href: "/downloads/", description: "" }}
          fields={[
            { key: "label", label: "Name of the form", hint: "As families see it, like Application form." },
            {
              key: "href",
              label: "File address",
              hint: "Where the file is, like /downloads/application-form.pdf: see Downloadable forms for each file's address.",
            },
            { key: "description", label: "What it is for" },
          ]}
          onChange={(items) => onChange({ ...block, items })}
        />
      );
  }
}

/**
 * The error summary's links for the blocks field's message: a block's problem to that block (the summary focuses
 * its first input), a problem of the blocks as a whole to the editor (its first input).
 */
export function blockProblemTargets(name: string) {
  return (message: string) =>
    blockProblems(message).map((problem) => ({
      message: problem.message,
      targetId: problem.index === undefined ? name : `${name}-${problem.index}`,
    }));
}

export function BlocksField({
  name,
  value,
  describedBy,
  onChange,
}: {
  name: string;
  value: string;
  describedBy: string | undefined;
  onChange(name: string, value: string): void;
}) {
  const blocks = blocksOf(value);
  const [adding, setAdding] = useState<Kind>("paragraph");
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLOListElement>(null);

  const set = (next: Block[]) => onChange(name, JSON.stringify(next));
  /** After a move or an add, focus follows the block, so the keyboard keeps its place. */
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  function move(from: number, to: number) {
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    set(next);
    setAnnouncement(`${blockSummary(moved)} moved to place ${to + 1} of ${next.length}.`);
    // Focus stays with the moved block, on the button that moved it; but at the top its Move up is disabled
    // (and at the bottom its Move down), and a disabled button cannot take focus, which would leave focus on the
    // old button, now the other block's. Then its other move button takes it, which still belongs to this block.
    const up = to < from;
    const atEnd = up ? to === 0 : to === next.length - 1;
    focusLater(`#${name}-${to}-${up === atEnd ? "down" : "up"}`);
  }

  function remove(index: number) {
    const removed = blocks[index];
    set(blocks.filter((_, i) => i !== index));
    setAnnouncement(removed ? `${blockSummary(removed)} removed.` : "");
  }

  return (
    <div className="block-editor" id={name} aria-describedby={describedBy}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className="block-editor__list" ref={list}>
        {blocks.map((block, index) => {
          const id = `${name}-${index}`;
          const place = `block ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
            <li key={index} id={id} className="block-editor__block">
              <section aria-labelledby={`${id}-title`}>
                <div className="block-editor__bar">
                  <h3 id={`${id}-title`} className="block-editor__title">
                    {index + 1}. {blockSummary(block)}
                  </h3>
                  <div className="block-editor__tools">
                    <button
                      type="button"
                      id={`${id}-up`}
                      className="button button--ghost button--small"
                      disabled={index === 0}
                      aria-label={`Move ${place} up`}
                      onClick={() => move(index, index - 1)}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      id={`${id}-down`}
                      className="button button--ghost button--small"
                      disabled={index === blocks.length - 1}
                      aria-label={`Move ${place} down`}
                      onClick={() => move(index, index + 1)}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`Remove ${place}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </button>
                  </div>
                </div>
                <BlockInputs
                  id={id}
                  block={block}
                  onChange={(changed) => set(blocks.map((other, i) => (i === index ? changed : other)))}
                />
              </section>
            </li>
          );
        })}
      </ol>
      <div className="block-editor__add">
        <label className="field__label" htmlFor={`${name}-add`}>
          Add a block at the end
        </label>
        <div className="block-editor__add-row">
          <select
            id={`${name}-add`}
            className="field__input field__input--medium"
            value={adding}
            onChange={(event) => setAdding(event.target.value as Kind)}
          >
            {ADDABLE.map((kind) => (
              <option key={kind} value={kind}>
                {BLOCK_KINDS[kind]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              set([...blocks, newBlock(adding)]);
              setAnnouncement(`${BLOCK_KINDS[adding]} added as block ${blocks.length + 1}.`);
              focusLater(`[id^="${name}-${blocks.length}-"]:is(input, textarea)`);
            }}
          >
            Add
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The office's rich-text field: TipTap (ProseMirror) limited to what the server's sanitizer keeps, with a
 * React Aria toolbar. Loaded lazily by FormField, so only a form with rich text downloads it.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useLayoutEffect, useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Label,
  Popover,
  Text,
  TextField,
  ToggleButton,
  Toolbar,
} from "react-aria-components";

export interface RichTextEditorProps {
  /** id given to the editable element (so an error summary link #id can focus it). */
  id: string;
  /** id of the visible label element; the editable gets aria-labelledby={labelId}. */
  labelId: string;
  /** ids of the hint and error messages, for aria-describedby. */
  describedBy?: string;
  /** The HTML value. When it changes from outside (not from typing), the editor shows the new value. */
  value: string;
  onChange(html: string): void;
  /** Marks the field invalid: aria-invalid and the error border. */
  invalid?: boolean;
}

/**
 * The addresses the sanitizer keeps (server/content/sanitize.ts): web, e-mail and phone, a page of this site
 * (/contact) and a part of the page (#map-section). TipTap also drops any other link from a text it opens, so
 * this list is what the office's stories keep when edited. Not "//host" nor "/\host", which browsers read as another site.
 */
const LINK_ADDRESS = /^(https?:\/\/[^\s"'<>]+|(?:mailto|tel):[^\s"'<>]+|\/(?![/\\])[^\s"'<>\\]*|#[^\s"'<>]+)$/i;
const LINK_HINT =
  "Like https://www.example.com, mailto:office@example.com, tel:+12505550134, /admissions for a page of this site, or #fees for a part of this page. An address starting www. gets https:// added.";
const LINK_ERROR =
  "Enter an address that starts with https://, mailto:, tel:, / for a page of this site or # for a part of this page.";

/**
 * The address as it will be linked, or undefined when it cannot be. "www.example.com" is taken to mean the web
 * site and gets https:// (the hint says so): anything else without a known start is refused rather than guessed.
 */
export function linkAddressOf(typed: string): string | undefined {
  const trimmed = typed.trim();
  const href = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
  return LINK_ADDRESS.test(href) ? href : undefined;
}

/** An empty document reads "<p></p>" in TipTap; the form and the schema mean "" by it. */
function htmlOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

function same(a: string, b: string): boolean {
  const plain = (html: string) => (html === "<p></p>" ? "" : html);
  return plain(a) === plain(b);
}

/** The editable element's name, description and state for assistive technology, and its classes. */
function editableAttributes({
  id,
  labelId,
  describedBy,
  invalid,
}: Pick<RichTextEditorProps, "id" | "labelId" | "describedBy" | "invalid">): Record<string, string> {
  return {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: `rich-text-editor__content prose${invalid ? " rich-text-editor__content--invalid" : ""}`,
  };
}

export function RichTextEditor({ id, labelId, describedBy, value, onChange, invalid = false }: RichTextEditorProps) {
  const editor = useEditor({
    // The admin screens render a fallback on the server; the editor exists in the browser only.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    // TipTap would add a <style> element, which the pages' CSP refuses (ADR 003); the few rules ProseMirror
    // needs are in rich-text-editor.css instead.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          isAllowedUri: (url) => LINK_ADDRESS.test(url),
        },
      }),
    ],
    content: value,
    editorProps: { attributes: editableAttributes({ id, labelId, describedBy, invalid }) },
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
  });

  // The attributes follow the props (a new error, a new hint) without rebuilding the editor.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editableAttributes({ id, labelId, describedBy, invalid }) } });
  }, [editor, id, labelId, describedBy, invalid]);

  // A value set from outside (the 409's "use theirs", a reload) replaces the text without reporting a change.
  // Before paint: Preact (the built site, ADR 073) runs plain effects late enough that a value one keystroke
  // old would overwrite the next letter typed.
  useLayoutEffect(() => {
    if (editor && !same(htmlOf(editor), value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      heading: current?.isActive("heading", { level: 2 }) ?? false,
      subheading: current?.isActive("heading", { level: 3 }) ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      quote: current?.isActive("blockquote") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();

  return (
    <div className={`rich-text-editor${invalid ? " rich-text-editor--invalid" : ""}`}>
      <Toolbar aria-label="Formatting" className="rich-text-editor__toolbar">
        <ToggleButton isSelected={active?.bold ?? false} onChange={() => chain()?.toggleBold().run()}>
          <strong>Bold</strong>
        </ToggleButton>
        <ToggleButton isSelected={active?.italic ?? false} onChange={() => chain()?.toggleItalic().run()}>
          <em>Italic</em>
        </ToggleButton>
        <ToggleButton isSelected={active?.heading ?? false} onChange={() => chain()?.toggleHeading({ level: 2 }).run()}>
          Heading
        </ToggleButton>
        <ToggleButton
          isSelected={active?.subheading ?? false}
          onChange={() => chain()?.toggleHeading({ level: 3 }).run()}
        >
          Subheading
        </ToggleButton>
        <ToggleButton isSelected={active?.bullets ?? false} onChange={() => chain()?.toggleBulletList().run()}>
          Bulleted list
        </ToggleButton>
        <ToggleButton isSelected={active?.numbers ?? false} onChange={() => chain()?.toggleOrderedList().run()}>
          Numbered list
        </ToggleButton>
        <ToggleButton isSelected={active?.quote ?? false} onChange={() => chain()?.toggleBlockquote().run()}>
          Quote
        </ToggleButton>
        <LinkButton
          isActive={active?.link ?? false}
          currentHref={() => (editor?.getAttributes("link").href as string | undefined) ?? ""}
          onSet={(href) => chain()?.extendMarkRange("link").setLink({ href }).run()}
          onRemove={() => chain()?.extendMarkRange("link").unsetLink().run()}
        />
      </Toolbar>
      <EditorContent editor={editor} />
    </div>
  );
}

/** "Link": a small dialog asks for the address; only addresses the sanitizer keeps are accepted. */
function LinkButton({
  isActive,
  currentHref,
  onSet,
  onRemove,
}: {
  isActive: boolean;
  currentHref(): string;
  onSet(href: string): void;
  onRemove(): void;
}) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string>();

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setAddress(currentHref());
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <Button className={`react-aria-ToggleButton${isActive ? " is-link" : ""}`}>Link</Button>
      <Popover placement="bottom start" className="rich-text-editor__popover">
        <Dialog aria-label="Add a link" className="rich-text-editor__link-dialog">
          <Heading slot="title" className="visually-hidden">
            Add a link
          </Heading>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const href = linkAddressOf(address);
              if (!href) {
                setError(LINK_ERROR);
                return;
              }
              onSet(href);
              setOpen(false);
            }}
          >
            <TextField
              value={address}
              onChange={(next) => {
                setAddress(next);
                setError(undefined);
              }}
              isInvalid={error !== undefined}
              autoFocus
              className="field"
            >
              <Label className="field__label">Web address</Label>
              <Text slot="description" className="field__hint">
                {LINK_HINT}
              </Text>
              <FieldError className="field__error">{error}</FieldError>
              <Input className="field__input" />
            </TextField>
            <div className="admin-actions">
              <Button type="submit" className="button button--small">
                Add link
              </Button>
              <Button
                className="button button--ghost button--small"
                onPress={() => {
                  onRemove();
                  setOpen(false);
                }}
              >
                Remove link
              </Button>
            </div>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * Two places where happy-dom differs from browsers and the standard, and DOMPurify depends on both; import this
 * before the sanitiser in tests that run it under happy-dom (the browser suite runs it in Chromium as it is).
 *
 * 1. Node.prototype's nodeName getter answers '' (happy-dom overrides it per subclass); browsers have the one
 *    getter there, which DOMPurify (3.3+) reads to resist clobbering. Every element looked nameless, so
 *    DOMPurify dropped all tags.
 * 2. A NodeIterator stops once its current node is removed (the DOM standard moves its reference to the
 *    preceding node first). DOMPurify removes nodes as it walks, so everything after a removed node was kept.
 */
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!;
/** Only happy-dom has the nameless Node.prototype getter: in a real DOM nothing here changes. */
const isHappyDom = baseNodeName.call(document.createElement('p')) === '';

if (isHappyDom) {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return baseNodeName.call(this);
    },
  });
}

/** The next node in tree order within root, or null. */
function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

/** The node before `node` in tree order (its previous sibling's last descendant, or its parent). */
function preceding(node: Node): Node | null {
  let n = node.previousSibling;
  if (!n) return node.parentNode;
  while (n.lastChild) n = n.lastChild;
  return n;
}

/** A forward-only NodeIterator that survives the removal of its current node, as the standard's does. */
function createNodeIterator(root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null): NodeIterator {
  let reference: Node | null = null;
  let before: Node | null = null;
  const accepts = (node: Node) => {
    if (!(whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!filter) return true;
    const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  };
  const nextNode = () => {
    let candidate: Node | null;
    if (!reference) candidate = root;
    else if (root.contains(reference)) candidate = following(reference, root);
    else candidate = before && root.contains(before) ? following(before, root) : null;
    while (candidate && !accepts(candidate)) candidate = following(candidate, root);
    if (candidate) {
      reference = candidate;
      before = candidate === root ? null : preceding(candidate);
    }
    return candidate;
  };
  return { root, whatToShow, filter, nextNode, previousNode: () => null, detach: () => {}, referenceNode: root, pointerBeforeReferenceNode: true } as unknown as NodeIterator;
}

/** happy-dom builds its classes per window: patch the prototype the document really inherits the method from. */
function ownerOf(object: object, name: string): Record<string, unknown> {
  let proto = Object.getPrototypeOf(object);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, name)) proto = Object.getPrototypeOf(proto);
  return proto;
}

if (isHappyDom) {
  ownerOf(document, 'createNodeIterator').createNodeIterator = function (this: Document, root: Node, whatToShow?: number, filter?: NodeFilter | null) {
    return createNodeIterator(root, whatToShow, filter ?? null);
  };
}

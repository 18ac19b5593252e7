import dagre from '@dagrejs/dagre'
import {
  createElement,
  isValidElement,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement
} from 'react'

export type NodeKey = string | number

export interface BreakdownNode {
  token: NodeKey
  name: string
  type?: string
}

export interface BreakdownLink {
  from: NodeKey
  to: NodeKey
}

export interface BreakdownContextMenuEntry {
  title: string
  /** An icon component (e.g. PencilAltIcon) or element shown before the title. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean }> | ReactElement
  /** Called with no argument: the toolkit's `action(e, obj)` receives GoJS objects that this implementation does not have. */
  action?: () => void
}

interface BreakdownInitOptions {
  layout?: 'horizontal' | 'vertical'
  overview?: boolean
  grid?: { visible: boolean }
  isReadOnly?: boolean
  /** `false` switches every interaction off (selection, clicks, hover, context menu). */
  isEnabled?: boolean
  allowSelect?: boolean
  allowMove?: boolean
  allowZoom?: boolean
  /** Diagram listeners keyed by GoJS event name; this implementation raises only `ChangedSelection`, with no argument. */
  listeners?: { ChangedSelection?: () => void }
  nodeHooks?: {
    textColor?: string
    style?: { fill?: string; stroke?: string; strokeWidth?: number }
    hoverStroke?: boolean | { stroke?: string; strokeWidth?: number; strokeDashArray?: number[] }
    /** The toolkit does not document this handler's arguments; this implementation passes none. */
    clickNode?: () => void
    contextMenu?: BreakdownContextMenuEntry[]
  }
  linkHooks?: {
    line?: { stroke?: string; strokeWidth?: number }
    /** `'Triangle'` draws a triangle; any other name a plain arrowhead. */
    arrow?: { toArrow?: string; fill?: string; stroke?: string }
    /** Called with no argument. */
    click?: () => void
  }
}

export interface BreakdownProps {
  nodeDataArray?: BreakdownNode[]
  linkDataArray?: BreakdownLink[]
  initOptions?: BreakdownInitOptions
  style?: CSSProperties
  divClassName?: string
}

const iconOf = ({ icon }: BreakdownContextMenuEntry) =>
  !icon ? null : isValidElement(icon) ? icon : createElement(icon as ComponentType<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true })

const NODE_HEIGHT = 44
const MARGIN = 24

/** Node positions and link routes computed by dagre (a layered graph layout). */
function layoutBreakdown(nodes: BreakdownNode[], links: BreakdownLink[], direction: 'horizontal' | 'vertical') {
  const graph = new dagre.graphlib.Graph()
  graph.setGraph({ rankdir: direction === 'vertical' ? 'TB' : 'LR', nodesep: 28, ranksep: 64, marginx: MARGIN, marginy: MARGIN })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const node of nodes)
    graph.setNode(String(node.token), { width: Math.max(110, String(node.name).length * 7.5 + 32), height: NODE_HEIGHT })
  const known = new Set(nodes.map((n) => String(n.token)))
  const drawn = links.filter((l) => known.has(String(l.from)) && known.has(String(l.to)))
  for (const link of drawn) graph.setEdge(String(link.from), String(link.to))
  dagre.layout(graph)
  const { width = 0, height = 0 } = graph.graph()
  return {
    width: Math.max(width, 120),
    height: Math.max(height, NODE_HEIGHT + 2 * MARGIN),
    nodes: nodes.map((node) => {
      const { x, y, width: w, height: h } = graph.node(String(node.token))
      return { node, x: x - w / 2, y: y - h / 2, width: w, height: h }
    }),
    links: drawn.map((link) => ({ link, points: graph.edge(String(link.from), String(link.to)).points }))
  }
}

/**
 * The site's implementation of the toolkit's Breakdown diagram (which draws
 * with GoJS): nodes and relations laid out by dagre and drawn as SVG, with
 * the documented layout, overview, grid, node and link options.
 */
export function Breakdown({ nodeDataArray = [], linkDataArray = [], initOptions = {}, style, divClassName }: BreakdownProps) {
  const id = useId().replace(/:/g, '')
  const {
    layout = 'horizontal',
    overview,
    grid,
    nodeHooks = {},
    linkHooks = {},
    listeners = {},
    allowSelect = true,
    isReadOnly,
    isEnabled = true
  } = initOptions
  const diagram = useMemo(() => layoutBreakdown(nodeDataArray, linkDataArray, layout), [nodeDataArray, linkDataArray, layout])
  // One node at a time, as in the toolkit's examples; clicking it again clears the selection.
  const [selected, setSelected] = useState<NodeKey | null>(null)
  const [hovered, setHovered] = useState<NodeKey | null>(null)
  const [menu, setMenu] = useState<{ node: BreakdownNode; x: number; y: number } | null>(null)
  const canSelect = isEnabled && allowSelect && !isReadOnly
  const hover = !isEnabled ? null : nodeHooks.hoverStroke === true ? { stroke: '#2b9af3', strokeWidth: 2 } : nodeHooks.hoverStroke || null
  const hasMenu = isEnabled && Boolean(nodeHooks.contextMenu?.length)
  const arrowFill = linkHooks.arrow?.fill ?? linkHooks.line?.stroke ?? '#6a6e73'

  const activate = (node: BreakdownNode) => {
    if (!isEnabled) return
    nodeHooks.clickNode?.()
    if (!canSelect) return
    setSelected(selected === node.token ? null : node.token)
    listeners.ChangedSelection?.()
  }
  const runMenuEntry = (entry: BreakdownContextMenuEntry) => {
    entry.action?.()
    setMenu(null)
  }
  const onKey = (event: KeyboardEvent, node: BreakdownNode) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      activate(node)
    }
    if ((event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) && hasMenu) {
      event.preventDefault()
      const box = diagram.nodes.find((n) => n.node === node)!
      setMenu({ node, x: box.x + box.width, y: box.y })
    }
  }

  const svg = (mini = false) => (
    <svg
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      width={mini ? 160 : diagram.width}
      height={mini ? (160 * diagram.height) / diagram.width : diagram.height}
      role={mini ? 'presentation' : 'group'}
      aria-label={mini ? undefined : `Breakdown diagram: ${nodeDataArray.length} nodes, ${linkDataArray.length} relations`}
      aria-hidden={mini || undefined}
      className={mini ? 'vnv-breakdown__overview' : 'vnv-breakdown__svg'}
    >
      <defs>
        <marker
          id={`${id}-arrow${mini ? '-mini' : ''}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto-start-reverse"
        >
          {linkHooks.arrow?.toArrow === 'Triangle' ? (
            <path d="M0,0 L10,5 L0,10 z" fill={arrowFill} stroke={linkHooks.arrow?.stroke ?? 'none'} />
          ) : (
            <path d="M0,1 L10,5 L0,9 L3,5 z" fill={arrowFill} />
          )}
        </marker>
        {grid?.visible && !mini && (
          <pattern id={`${id}-grid`} width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0 L0 0 0 24" fill="none" stroke="currentColor" strokeOpacity="0.12" />
          </pattern>
        )}
      </defs>
      {grid?.visible && !mini && <rect width="100%" height="100%" fill={`url(#${id}-grid)`} />}
      {diagram.links.map(({ link, points }) => (
        <path
          key={`${link.from}-${link.to}`}
          d={`M${points.map((p: { x: number; y: number }) => `${p.x},${p.y}`).join(' L')}`}
          fill="none"
          stroke={linkHooks.line?.stroke ?? '#6a6e73'}
          strokeWidth={linkHooks.line?.strokeWidth ?? 1.5}
          markerEnd={`url(#${id}-arrow${mini ? '-mini' : ''})`}
          className={linkHooks.click && isEnabled && !mini ? 'vnv-breakdown__link--clickable' : undefined}
          onClick={mini || !isEnabled ? undefined : () => linkHooks.click?.()}
        >
          {!mini && <title>{`${link.from} → ${link.to}`}</title>}
        </path>
      ))}
      {diagram.nodes.map(({ node, x, y, width, height }) => {
        const isSelected = selected === node.token
        const isHovered = hovered === node.token && hover
        return (
          <g
            key={String(node.token)}
            transform={`translate(${x},${y})`}
            role={mini ? undefined : isEnabled ? 'button' : 'img'}
            tabIndex={mini || !isEnabled ? undefined : 0}
            aria-label={mini ? undefined : `${node.name}${node.type ? ` (${node.type})` : ''}`}
            aria-pressed={mini || !canSelect ? undefined : isSelected}
            className="vnv-breakdown__node"
            onClick={mini ? undefined : () => activate(node)}
            onKeyDown={mini ? undefined : (event) => onKey(event, node)}
            onMouseEnter={mini ? undefined : () => setHovered(node.token)}
            onMouseLeave={mini ? undefined : () => setHovered(null)}
            onContextMenu={
              mini || !hasMenu
                ? undefined
                : (event) => {
                    event.preventDefault()
                    setMenu({ node, x: x + width, y })
                  }
            }
          >
            <rect
              width={width}
              height={height}
              rx="8"
              fill={nodeHooks.style?.fill ?? '#ffffff'}
              stroke={isHovered ? (hover.stroke ?? '#2b9af3') : isSelected ? '#0066cc' : (nodeHooks.style?.stroke ?? '#8a8d90')}
              strokeWidth={isHovered ? (hover.strokeWidth ?? 2) : isSelected ? 2.5 : (nodeHooks.style?.strokeWidth ?? 1)}
              strokeDasharray={isHovered && hover.strokeDashArray ? hover.strokeDashArray.join(' ') : undefined}
            />
            <text
              x={width / 2}
              y={height / 2}
              dominantBaseline="central"
              textAnchor="middle"
              fill={nodeHooks.textColor ?? '#151515'}
              fontSize="13"
            >
              {node.name}
            </text>
          </g>
        )
      })}
    </svg>
  )

  return (
    <div className={`vnv-breakdown ${divClassName ?? ''}`} style={style}>
      <div className="vnv-breakdown__canvas">{svg()}</div>
      {overview && <div className="vnv-breakdown__overview-box">{svg(true)}</div>}
      {menu && (
        <ul role="menu" aria-label={`Actions for ${menu.node.name}`} className="vnv-breakdown__menu" style={{ left: menu.x, top: menu.y }}>
          {nodeHooks.contextMenu!.map((item) => (
            <li key={item.title} role="none">
              <button
                role="menuitem"
                type="button"
                autoFocus={item === nodeHooks.contextMenu![0]}
                onClick={() => runMenuEntry(item)}
                onKeyDown={(event) => event.key === 'Escape' && setMenu(null)}
              >
                {iconOf(item)}
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

// Package pipes is the pipe puzzle: turn every tile so that each of its
// joints meets a joint of the neighbouring tile, and none points off the
// board or through a barrier. On a wrapping board the left edge meets the
// right one and the top meets the bottom. Under the Net rule (Simon
// Tatham's Net) the non-empty tiles must also form one connected network
// without loops.
//
// # Tiles
//
// The kinds are named as in the seed document, plus Net's dead end and an
// unknown tile; a kind's rotation 0 and the clockwise turns of the seed's
// table are:
//
//	0   empty         (space)
//	1   dead end      0 ╻   90 ╸  180 ╹  270 ╺
//	2a  straight      0 ┃   90 ━
//	2b  corner        0 ┏   90 ┓  180 ┛  270 ┗
//	3   T             0 ┣   90 ┳  180 ┫  270 ┻
//	4   cross         0 ╋
//	?   unknown       any shape (a relaxed clue; Net IDs cannot hold it)
//
// # Formats
//
// Parse reads each of these, telling them apart by their look:
//
//	┏┓ ╺╸        a picture, one box-drawing character per tile in any
//	┗┛.╹         orientation; space or '.' is empty (light │─┌ also work)
//
//	[["0", "2b", "3"],   the seed's array of type names (tiles at
//	 ["2a", "4", "1"]]   rotation 0); ' quotes, bare names, trailing commas
//
//	5x5w:2a8e...        a Net game ID WxH[w]:DESC, hex digit per tile with
//	                    bits R=1 U=2 L=4 D=8, then v (barrier to the right)
//	                    or h (barrier below); b0.5 and a are ignored
//
//	https://.../net.html#5x5:...   any URL whose fragment is a Net ID
//
// Header lines may come first: "#pipes net wrap" chooses the rule (seed,
// the default, or net) and wrapping, "#barriers r1c2:right r3c4:down"
// places barriers (1-based row and column; right, down, left or up).
// String writes the canonical form: the header, the barriers and the
// picture with '.' for empty tiles. NetID and URL write the Net ID and
// Net's page address with it; Names writes the array of type names.
//
// # Solving
//
// One SAT variable per open joint between two cells says whether a pipe
// crosses it; each cell allows the joint sets of its tile's orientations.
// The joints fix the picture, so solutions are counted as distinct
// pictures (a straight turned 180° is the same picture). The Net rule's
// one-network condition is added lazily by Refine; see encode.go. For
// play and learn (a model marked sat.Model.ForEntries) a tile that can
// turn also gets a literal per orientation, what a person enters; a
// solve leaves them out, as they doubled its variables.
//
//	p, _ := pipes.Parse("2x2:3614")
//	res, _ := puzzles.Solve(p, 2)
//	fmt.Print(res.Answers[0].Text()) // ┏┓ / ╹╹
//
// The answer's JSON form is {"rotations": [[0, 90], [180, 180]], "grid":
// ["┏┓", "╹╹"]}: each tile's turn in degrees from its kind's rotation 0,
// and the solved picture. Differences lists the cells where two answers
// differ and DrawDiff shades them.
package pipes

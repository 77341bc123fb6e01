// Package graph states rules about graphs on a sat.Model: paths, loops
// and connected regions, the vocabulary of Numberlink, Slitherlink, Masyu,
// Hashiwokakero, Nurikabe and the like.
//
// # Graphs
//
// A Graph is an undirected multigraph over the vertices 0..Len()-1. Make
// one from a board (Square for cells and their 4 neighbours, King for 8,
// Corners for the lattice of cell corners on which Slitherlink draws, Hex
// for a hexagon of cells) or from an explicit edge list (New), which may
// repeat edges and join a vertex to itself, as a wrapping board does.
//
// # Variables
//
// Edges holds one variable per edge, true when the edge is chosen
// (NewEdges names them after the edge, "edge r1c1-r1c2"). Edges that carry
// a count, such as Hashiwokakero's single and double bridges, get more
// variables in order encoding (NewCounted); the count is the number of
// true ones, so every degree rule counts bridges, while connectivity looks
// at the edges with a count above zero. NewVertices gives one variable per
// vertex for rules on vertices ("this cell is shaded"). Any of them may be
// replaced by sat.True or sat.False: a given cell, a barrier no line
// crosses. The cuts fold such constants away.
//
// # Local rules
//
// Degree, ZeroOrTwo and DegreeIf state how many chosen edges meet at a
// vertex: exactly k, 0 or 2 (a loop or a path passes through or not), and
// k or 0 as a vertex variable says (active iff degree 2).
//
// # Global rules, checked lazily
//
// "One single cycle", "one connected network", "one connected region" and
// "no stray loops" cannot be stated in a few clauses. They are Refiners:
// after each solve, Refine reads the model's values and returns clauses
// that the model breaks and every solution keeps (a cut: "an edge leaves
// this part"; "not all of this loop"). Add them and solve again:
//
//	s := m.Solver()
//	for s.Solve() {
//		if cuts := rule.Refine(s.Value); len(cuts) > 0 {
//			for _, c := range cuts {
//				s.AddClause(c...)
//			}
//			continue
//		}
//		// s holds a solution
//		s.Block(x.Lits) // to look for another
//	}
//
// A puzzle type does the same through puzzles.Refiner: its decoder's Refine
// method returns the rule's Refine, and puzzles.Solve runs this loop.
// Since every cut holds in every solution, counting by blocking stays
// exact.
//
// The rules:
//
//   - SingleCycle: the chosen edges form one cycle (Slitherlink, Masyu).
//   - Network: the chosen edges form one connected network (Hashi's
//     bridges), optionally a tree (Net); Required vertices make cuts shorter.
//   - Connected: the vertices whose variable is true form one connected
//     region (Nurikabe's sea, the unshaded cells of Heyawake); a cut
//     names a minimal separating set of inactive vertices, and with Apart
//     (inactive vertices never neighbours) nothing else.
//   - Paths: the chosen edges are paths joining given pairs of vertices and
//     nothing else (Numberlink); with Cover every vertex is on a path.
//     The short cycles are forbidden up front, the others lazily.
//
// All combines several refiners into one.
package graph

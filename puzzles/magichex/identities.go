package magichex

// Redundant identities of side 3 (README.md has the measurements).
//
// Name the side-3 cells row by row
//
//	    a b c
//	   d e f g
//	  h i j k l
//	   m n o p
//	    q r s
//
// The lines b+f+k+p, c+g+l and q+r+s together hold the same cells as
// l+p+s, g+k+o+r and c+f+j+n+q, except b on the one side and j, n, o on
// the other. All six lines have the same sum, so b = j + n + o: an edge
// cell (the middle of a side) is the centre plus the two middle cells of
// the 4-line parallel to its side across the centre. The identity holds
// for every line sum and every range of values, and it is the same for the
// six edge cells up to rotation.

// edgeSums states the six identities of side 3, each as an adder of the
// centre and the sum of the pair that the pair's 4-line already built
// (sharing that sum's variables: measured, sharing halves the conflicts,
// while a separate sum of the three cells does not help).
func (e *encoding) edgeSums() {
	if e.b.side != 3 {
		return
	}
	for _, id := range e.b.edgeIdentities() {
		pair, ok := e.pairs[pairKey(id.pair[0], id.pair[1])]
		if !ok {
			continue
		}
		e.addInto(e.cell(id.centre), pair, e.cell(id.edge))
	}
}

// edgeIdentity is "edge = centre + pair[0] + pair[1]".
type edgeIdentity struct {
	edge, centre int
	pair         [2]int
}

// edgeIdentities lists the identities of side 3: in each direction, the
// 4-line at index 1 is parallel to the 3-line at index 4 across the centre,
// and the 4-line at index 3 to the 3-line at index 0.
func (b *board) edgeIdentities() []edgeIdentity {
	if b.side != 3 {
		return nil
	}
	centre := b.index[hex{0, 0}]
	var out []edgeIdentity
	for d := 0; d < 3; d++ {
		for _, i := range [2][2]int{{1, 4}, {3, 0}} {
			four, three := b.lines[b.byDir[d][i[0]]].Cells, b.lines[b.byDir[d][i[1]]].Cells
			out = append(out, edgeIdentity{edge: three[1], centre: centre, pair: [2]int{four[1], four[2]}})
		}
	}
	return out
}

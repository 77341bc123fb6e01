package sat

// ForEntries marks m as the model of a board that a person fills in part
// by part (puzzles.Enterer: play, hints, checking entries), and returns
// it. An encoder may then add literals that only name what a person
// enters (a Pipes tile's orientation, where no one variable of the
// solve tells it): a solve does without them and is faster. Clones keep
// the mark.
func (m *Model) ForEntries() *Model {
	m.parts = true
	return m
}

// Entering reports whether m was marked by ForEntries.
func (m *Model) Entering() bool { return m.parts }

package puzzlestest

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Conformance holds typ to the whole contract on each of its examples:
// the canonical text round-trips, answers pass Check, answers whole and
// partial read back from their JSON print, draw and check the same
// (plain data), DecodePartial with every fact known equals Decode,
// Diff agrees with a comparison of the two answers' drawings, Clues and
// Without behave, pad keys and clicks never change the receiver, and New
// makes puzzles that draw and round-trip.
func Conformance(t *testing.T, typ puzzles.Type) {
	t.Helper()
	if len(typ.Examples()) == 0 {
		t.Fatalf("%s: no examples", typ.Name())
	}
	for _, ex := range typ.Examples() {
		t.Run(ex.Name, func(t *testing.T) {
			if testing.Short() && strings.Contains(ex.Name, "slow") {
				t.Skip("slow example")
			}
			Example(t, typ, MustParse(t, typ, ex.Text))
		})
	}
	t.Run("New", func(t *testing.T) { blank(t, typ) })
	t.Run("Guard", func(t *testing.T) { guard(t, typ) })
	if strings.TrimSpace(typ.Help()) == "" {
		t.Error("no help text")
	}
}

// Example runs the conformance checks on one instance of typ.
func Example(t *testing.T, typ puzzles.Type, inst puzzles.Instance) {
	t.Helper()
	roundTrip(t, typ, inst)
	res, err := puzzles.Solve(inst, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != puzzles.Solved {
		t.Fatalf("no solution (%s)", res.Reason)
	}
	for _, a := range res.Answers {
		checkAnswer(t, inst, a)
	}
	answersAreData(t, inst, res.Answers[0])
	drawing(t, inst, res.Answers[0])
	partial(t, inst)
	if len(res.Answers) == 2 {
		diff(t, inst, res.Answers[0], res.Answers[1])
	}
	if got := inst.Diff(res.Answers[0], res.Answers[0]); len(got) != 0 {
		t.Errorf("Diff(a, a) = %v, want nothing", got)
	}
	clues(t, inst)
	editing(t, inst)
}

func roundTrip(t testing.TB, typ puzzles.Type, inst puzzles.Instance) {
	if inst.TypeName() != typ.Name() {
		t.Errorf("TypeName %q, type %q", inst.TypeName(), typ.Name())
	}
	again, err := typ.Parse(inst.String())
	if err != nil || again.String() != inst.String() {
		t.Fatalf("canonical text does not round-trip (%v):\n%s", err, inst.String())
	}
}

// checkAnswer checks a and its text form (answersAreData checks its JSON
// form).
func checkAnswer(t *testing.T, inst puzzles.Instance, a puzzles.Answer) {
	if err := inst.Check(a); err != nil {
		t.Errorf("answer fails Check: %v", err)
	}
	if strings.TrimSpace(a.Text()) == "" {
		t.Error("answer has an empty text form")
	}
}

func drawing(t *testing.T, inst puzzles.Instance, a puzzles.Answer) {
	empty := inst.Draw(nil)
	if len(empty.Items) == 0 || empty.W <= 0 || empty.H <= 0 {
		t.Error("Draw(nil) is empty")
	}
	if s := inst.Draw(a); len(s.Items) <= len(empty.Items) {
		t.Error("drawing the answer adds nothing")
	}
}

// partial: DecodePartial with every variable known equals Decode.
func partial(t *testing.T, inst puzzles.Instance) {
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	s := m.Solver()
	a, err := puzzles.Next(s, inst, dec, &puzzles.Stats{})
	if err != nil || a == nil {
		t.Fatalf("no answer from the solver (%v)", err)
	}
	p := dec.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), true })
	if got, want := jsonOf(t, p), jsonOf(t, a); got != want {
		t.Errorf("DecodePartial with every fact known differs from Decode:\n%s\n%s", got, want)
	}
}

func jsonOf(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// clues: Without(nothing) is the same puzzle; dropping the first clue
// changes the puzzle and leaves fewer clues.
func clues(t *testing.T, inst puzzles.Instance) {
	cl := inst.Clues()
	if got := inst.Without(nil).String(); got != inst.String() {
		t.Errorf("Without(nil) changed the puzzle:\n%s", got)
	}
	if len(cl) == 0 {
		return
	}
	less := inst.Without([]int{0})
	if less.String() == inst.String() {
		t.Errorf("Without(first clue %v) did not change the puzzle", cl[0])
	}
	if n := len(less.Clues()); n >= len(cl) {
		t.Errorf("Without(first clue) has %d clues, had %d", n, len(cl))
	}
}

// editing: the board has targets to edit, clicks and every pad key leave
// the receiver unchanged, and clicks change nothing at all.
func editing(t testing.TB, inst puzzles.Instance) {
	before := inst.String()
	keys := inst.Keys()
	if len(keys) == 0 {
		t.Error("no pad keys")
	}
	for _, k := range keys {
		if k.Label == "" || k.Key == "" {
			t.Errorf("pad key %+v lacks a label or a key", k)
		}
	}
	tgs := targets(inst, inst.Draw(nil))
	if len(tgs) == 0 {
		t.Error("no edit targets: Hit finds none at any sampled point of the drawing")
	}
	for _, tg := range tgs {
		for _, click := range []string{"Click", "AltClick"} {
			if got, err := inst.Edit(tg, click); err != nil || got.String() != before {
				t.Errorf("%s on %+v changed the puzzle (%v)", click, tg, err)
			}
		}
		for _, k := range keys {
			inst.Edit(tg, k.Key) //nolint:errcheck // refusals are fine; mutation is not
			if inst.String() != before {
				t.Fatalf("Edit(%+v, %q) mutated its receiver", tg, k.Key)
			}
		}
	}
}

// targets samples editable targets: the hits at a few points of the scene.
func targets(inst puzzles.Instance, sc draw.Scene) []puzzles.Target {
	var out []puzzles.Target
	seen := map[puzzles.Target]bool{}
	for _, f := range []float64{0.1, 0.5, 0.9} {
		for _, g := range []float64{0.1, 0.5, 0.9} {
			if tg, ok := inst.Hit(sc.W*f, sc.H*g); ok && !seen[tg] {
				seen[tg] = true
				out = append(out, tg)
			}
		}
	}
	return out
}

// diff: every target Diff names covers part of the drawings that differ,
// and every part of the drawings that differs is covered by a target.
func diff(t *testing.T, inst puzzles.Instance, a, b puzzles.Answer) {
	targets := inst.Diff(a, b)
	if len(targets) == 0 {
		t.Error("Diff of two different answers is empty")
		return
	}
	points := changed(inst.Draw(a), inst.Draw(b))
	covered := make([]bool, len(targets))
	for _, p := range points {
		if _, on := inst.Hit(p[0], p[1]); !on {
			continue // a caption or a margin, not part of the board
		}
		hit := false
		for i, tg := range targets {
			if inBox(inst, tg, p) {
				hit, covered[i] = true, true
			}
		}
		if !hit {
			t.Errorf("the drawings differ at (%.2f, %.2f), which no Diff target covers", p[0], p[1])
			return
		}
	}
	for i, c := range covered {
		if !c {
			t.Errorf("Diff target %+v covers nothing that differs", targets[i])
		}
	}
}

func inBox(inst puzzles.Instance, tg puzzles.Target, p [2]float64) bool {
	x, y, w, h := inst.Box(tg)
	const eps = 1e-6
	return p[0] >= x-eps && p[0] <= x+w+eps && p[1] >= y-eps && p[1] <= y+h+eps
}

// changed returns the anchor points of the drawing parts that are in one
// scene and not the other: items, and polylines cut into segments.
func changed(a, b draw.Scene) [][2]float64 {
	ca, cb := parts(a), parts(b)
	var out [][2]float64
	for k, n := range ca {
		if cb[k] < n {
			out = append(out, k.at)
		}
	}
	for k, n := range cb {
		if ca[k] < n {
			out = append(out, k.at)
		}
	}
	return out
}

type part struct {
	key string
	at  [2]float64
}

// parts counts a scene's drawing parts by their description.
func parts(s draw.Scene) map[part]int {
	out := map[part]int{}
	for _, it := range s.Items {
		if it.Kind == draw.Line && len(it.Points) >= 4 {
			for i := 0; i+3 < len(it.Points); i += 2 {
				seg := it
				seg.Points = it.Points[i : i+4]
				out[part{describe(seg), mid(seg.Points)}]++
			}
			continue
		}
		out[part{describe(it), anchor(it)}]++
	}
	return out
}

func describe(it draw.Item) string {
	b, _ := json.Marshal(it)
	return string(b)
}

func mid(p []float64) [2]float64 { return [2]float64{(p[0] + p[2]) / 2, (p[1] + p[3]) / 2} }

func anchor(it draw.Item) [2]float64 {
	switch it.Kind {
	case draw.Rect:
		return [2]float64{it.X + it.W/2, it.Y + it.H/2}
	case draw.Line:
		if len(it.Points) >= 2 {
			return [2]float64{it.Points[0], it.Points[1]}
		}
	}
	return [2]float64{it.X, it.Y}
}

// blank: New makes puzzles of a few sizes that round-trip and draw.
func blank(t *testing.T, typ puzzles.Type) {
	for _, n := range []int{3, 5} {
		inst, err := typ.New(n, n)
		if err != nil {
			t.Errorf("New(%d, %d): %v", n, n, err)
			continue
		}
		if inst == nil {
			t.Fatalf("New(%d, %d) returned nil", n, n)
		}
		roundTrip(t, typ, inst)
		if s := inst.Draw(nil); len(s.Items) == 0 || math.IsNaN(s.W) {
			t.Errorf("New(%d, %d) draws nothing", n, n)
		}
	}
	if inst, err := typ.New(0, -1); err == nil && inst == nil {
		t.Error("New(0, -1) returned neither a puzzle nor an error")
	}
}

// guard: the shared input guard stands before the type's parser.
func guard(t *testing.T, typ puzzles.Type) {
	cases := map[string]string{
		"#" + typ.Name() + "\n\xff":             "not UTF-8 text",
		strings.Repeat(".", puzzles.MaxInput+1): "more than the limit",
	}
	for in, want := range cases {
		if _, err := typ.Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%.20q) error %v, want it to contain %q", in, err, want)
		}
	}
}

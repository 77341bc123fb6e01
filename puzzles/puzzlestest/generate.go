package puzzlestest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Generates checks typ's generator on each of opts: it makes a puzzle that
// round-trips, has clues and exactly one solution, and the same options
// make the same puzzle again. It returns the puzzles for the type's own
// checks.
func Generates(t testing.TB, typ puzzles.Type, opts ...puzzles.GenerateOptions) []puzzles.Instance {
	t.Helper()
	gen := generator(t, typ)
	var out []puzzles.Instance
	for _, o := range opts {
		inst, err := gen.Generate(o)
		if err != nil {
			t.Fatalf("Generate(%+v): %v", o, err)
		}
		roundTrip(t, typ, inst)
		if again, err := gen.Generate(o); err != nil || again.String() != inst.String() {
			t.Errorf("Generate(%+v) is not deterministic (%v):\n%s", o, err, inst)
		}
		if len(inst.Clues()) == 0 {
			t.Errorf("Generate(%+v) made a puzzle with no clues:\n%s", o, inst)
		}
		Unique(t, inst)
		out = append(out, inst)
	}
	return out
}

// GenerateErrors checks that typ's generator refuses each of cases with an
// error containing the wanted text.
func GenerateErrors(t testing.TB, typ puzzles.Type, cases map[puzzles.GenerateOptions]string) {
	t.Helper()
	gen := generator(t, typ)
	for o, want := range cases {
		if inst, err := gen.Generate(o); err == nil || inst != nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Generate(%+v): %v, want an error containing %q", o, err, want)
		}
	}
}

// generator returns typ's generator, failing the test when it has none.
func generator(t testing.TB, typ puzzles.Type) puzzles.Generator {
	t.Helper()
	gen, ok := typ.(puzzles.Generator)
	if !ok {
		t.Fatalf("%s has no generator", typ.Name())
	}
	return gen
}

// OfferSeeds is how many seeds Offers tries at each offered size.
const OfferSeeds = 20

// Offers holds typ's generator to its offer (puzzles.Offering): at each
// offered size and variant, seeds 1 to OfferSeeds make a puzzle that the
// solver counts unique and whose answer passes the puzzle's Check. With
// -short it tries the smallest offer with seeds 1 to 5 only. It fails
// when the generator offers nothing.
func Offers(t testing.TB, typ puzzles.Type) {
	t.Helper()
	gen := generator(t, typ)
	offers := puzzles.OffersOf(gen)
	if len(offers) == 0 {
		t.Fatalf("%s's generator offers no sizes", typ.Name())
	}
	seeds := int64(OfferSeeds)
	if testing.Short() {
		offers, seeds = offers[:1], 5
	}
	for _, o := range offers {
		for seed := int64(1); seed <= seeds; seed++ {
			o.Seed = seed
			inst, err := gen.Generate(o)
			if err != nil {
				t.Errorf("Generate(%+v): %v", o, err)
				continue
			}
			res, err := puzzles.Solve(inst, 2)
			switch {
			case err != nil:
				t.Errorf("Generate(%+v): solving: %v", o, err)
			case !res.Unique():
				t.Errorf("Generate(%+v): %d solutions (complete %v), want one:\n%s", o, len(res.Answers), res.Complete, inst)
			default:
				if err := inst.Check(res.Answers[0]); err != nil {
					t.Errorf("Generate(%+v): the answer fails Check: %v", o, err)
				}
			}
		}
	}
}

// BenchLargestOffer runs BenchGenerate on the largest size typ's generator
// offers (the most cells; the first such), once per seed from 1 to
// OfferSeeds, as sub-benchmarks named by size and seed ("15x15/seed7"):
// with -benchtime=1x under WebAssembly, the time each puzzle takes in the
// browser.
func BenchLargestOffer(b *testing.B, typ puzzles.Type) {
	b.Helper()
	offers := puzzles.OffersOf(generator(b, typ))
	if len(offers) == 0 {
		b.Fatalf("%s's generator offers no sizes", typ.Name())
	}
	largest := offers[0]
	for _, o := range offers[1:] {
		if o.Rows*o.Cols > largest.Rows*largest.Cols {
			largest = o
		}
	}
	name := strings.ReplaceAll(puzzles.OfferText([]puzzles.GenerateOptions{largest}), " ", "_")
	for seed := int64(1); seed <= OfferSeeds; seed++ {
		o := largest
		o.Seed = seed
		b.Run(fmt.Sprintf("%s/seed%d", name, seed), func(b *testing.B) { BenchGenerate(b, typ, o) })
	}
}

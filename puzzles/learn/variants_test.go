package learn

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// tathamLevel is each graded file's level, easiest 0, and its genre.
var tathamLevel = map[string]struct {
	genre string
	level int
}{
	"lightup_10x10d0.txt": {"Light Up", 0}, "lightup_10x10d1.txt": {"Light Up", 1}, "lightup_10x10d2.txt": {"Light Up", 2},
	"loopy_7x7de.txt": {"Loopy", 0}, "loopy_7x7dn.txt": {"Loopy", 1}, "loopy_7x7dt.txt": {"Loopy", 2}, "loopy_7x7dh.txt": {"Loopy", 3},
	"solo_3x3db.txt": {"Solo", 0}, "solo_3x3di.txt": {"Solo", 1}, "solo_3x3da.txt": {"Solo", 2}, "solo_3x3de.txt": {"Solo", 3},
	"solo_3x3du.txt": {"Solo", 4},
	"towers_6de.txt": {"Towers", 0}, "towers_6dh.txt": {"Towers", 1}, "towers_6dx.txt": {"Towers", 2}, "towers_6du.txt": {"Towers", 3},
}

var genres = []string{"Light Up", "Loopy", "Solo", "Towers"}

// dumped is one line of TestTathamRatings's dump.
type dumped struct {
	genre  string
	level  int
	rating float64 // as the dump says
	steps  []Step
}

func readDump(t *testing.T, name string) []dumped {
	var out []dumped
	for _, line := range puzzlestest.Lines(t, name, "") {
		cols := strings.Split(line, "\t")
		lv, ok := tathamLevel[cols[0]]
		if !ok || len(cols) < 11 {
			t.Fatalf("bad line %q", line[:min(60, len(line))])
		}
		rating, err := strconv.ParseFloat(cols[2], 64)
		if err != nil {
			t.Fatal(err)
		}
		d := dumped{genre: lv.genre, level: lv.level, rating: rating}
		sizes, props := strings.Split(cols[9], ","), strings.Split(cols[10], ",")
		for k := range sizes {
			n, err := strconv.Atoi(sizes[k])
			if err != nil {
				t.Fatal(err)
			}
			dp, err := strconv.Atoi(props[k])
			if err != nil {
				t.Fatal(err)
			}
			st := Step{Size: n, Split: n > DefaultSmall}
			st.setDepth(dp)
			d.steps = append(d.steps, st)
		}
		out = append(out, d)
	}
	return out
}

// ranks are xs's ranks from 1, ties given their mean rank.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j+1) / 2
		}
		i = j
	}
	return r
}

// spearman is Spearman's rank correlation (Pearson's of the ranks).
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	n := float64(len(xs))
	var mx, my float64
	for i := range rx {
		mx += rx[i] / n
		my += ry[i] / n
	}
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func TestSpearman(t *testing.T) {
	if r := spearman([]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}); math.Abs(r-1) > 1e-12 {
		t.Errorf("monotone: %v, want 1", r)
	}
	if r := spearman([]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}); math.Abs(r+1) > 1e-12 {
		t.Errorf("reversed: %v, want -1", r)
	}
	if got := ranks([]float64{5, 1, 5, 2}); !slices.Equal(got, []float64{3.5, 1, 3.5, 2}) {
		t.Errorf("ranks with ties: %v", got)
	}
}

// sortedSizes are the steps' reason sizes, largest first.
func sortedSizes(steps []Step, keep func(Step) bool) []float64 {
	var s []float64
	for _, st := range steps {
		if keep == nil || keep(st) {
			s = append(s, float64(st.Size))
		}
	}
	slices.SortFunc(s, func(a, b float64) int { return cmp.Compare(b, a) })
	return s
}

func topMean(s []float64, n int) float64 {
	if len(s) == 0 {
		return 0
	}
	s = s[:min(n, len(s))]
	t := 0.0
	for _, x := range s {
		t += x
	}
	return t / float64(len(s))
}

func countAtLeast(steps []Step, t int) float64 {
	n := 0
	for _, s := range steps {
		if s.Size >= t {
			n++
		}
	}
	return float64(n)
}

// percentile is the p-th percentile (0..1, nearest rank) of the sizes.
func percentile(steps []Step, p float64) float64 {
	s := sortedSizes(steps, nil)
	slices.Reverse(s)
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, int(math.Ceil(p*float64(len(s))))-1)]
}

func searched(s Step) bool { return s.depth > 0 }

// variants are the ratings tried on the dump.
var variants = []struct {
	name string
	f    func([]Step) float64
}{
	{"Rate", func(s []Step) float64 { return Rate(s, DefaultSmall).Rating }},
	{"mean of 5 largest + 10 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 5, 10, 2) }},
	{"mean of 5 largest + 15 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 5, 15, 2) }},
	{"mean of 8 largest + 10 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 8, 10, 2) }},
	{"mean of 10 largest + 8 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 10, 8, 2) }},
	{"mean of 10 largest + 15 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 10, 15, 2) }},
	{"mean of 10 largest + 20 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 10, 20, 2) }},
	{"mean of 12 largest + 10 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 12, 10, 2) }},
	{"mean of 20 largest + 10 * mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 20, 10, 2) }},
	{"mean of 10 largest + 10 * share not by propagation", func(s []Step) float64 { return plusDepth(s, 10, 10, 1) }},
	{"mean of 10 largest + 10 * mean depth (0-3)", func(s []Step) float64 { return plusDepth(s, 10, 10, 3) }},
	{"mean depth (at most 2)", func(s []Step) float64 { return plusDepth(s, 0, 1, 2) }},
	{"mean of 5 largest (the first Rate)", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 5) }},
	{"largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 1) }},
	{"mean of 3 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 3) }},
	{"mean of 10 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 10) }},
	{"mean of 20 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 20) }},
	{"mean reason", func(s []Step) float64 { return topMean(sortedSizes(s, nil), len(s)) }},
	{"sum of reasons", func(s []Step) float64 { return topMean(sortedSizes(s, nil), len(s)) * float64(len(s)) }},
	{"90th percentile", func(s []Step) float64 { return percentile(s, 0.9) }},
	{"95th percentile", func(s []Step) float64 { return percentile(s, 0.95) }},
	{"steps >= 4", func(s []Step) float64 { return countAtLeast(s, 4) }},
	{"steps >= 6", func(s []Step) float64 { return countAtLeast(s, 6) }},
	{"steps >= 8", func(s []Step) float64 { return countAtLeast(s, 8) }},
	{"steps >= 10", func(s []Step) float64 { return countAtLeast(s, 10) }},
	{"case splits (> 12)", func(s []Step) float64 { return countAtLeast(s, DefaultSmall+1) }},
	{"share of steps >= 6", func(s []Step) float64 { return countAtLeast(s, 6) / float64(len(s)) }},
	{"steps not by propagation", func(s []Step) float64 {
		return float64(len(sortedSizes(s, searched)))
	}},
	{"share not by propagation", func(s []Step) float64 {
		return float64(len(sortedSizes(s, searched))) / float64(len(s))
	}},
	{"largest not by propagation", func(s []Step) float64 { return topMean(sortedSizes(s, searched), 1) }},
	{"mean of 5 largest not by propagation", func(s []Step) float64 { return topMean(sortedSizes(s, searched), 5) }},
	{"mean of 5 largest + log2(1 + steps >= 6)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+countAtLeast(s, 6))
	}},
	{"mean of 5 largest + log2(1 + steps not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+float64(len(sortedSizes(s, searched))))
	}},
	{"mean of 5 largest, propagated steps at half size", func(s []Step) float64 {
		var x []float64
		for _, st := range s {
			v := float64(st.Size)
			if st.depth == 0 {
				v /= 2
			}
			x = append(x, v)
		}
		slices.SortFunc(x, func(a, b float64) int { return cmp.Compare(b, a) })
		return topMean(x, 5)
	}},
	{"steps at depth >= 2", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(2)))) }},
	{"steps at depth 3", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(3)))) }},
	{"share at depth >= 2", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(2)))) / float64(len(s)) }},
	{"mean depth", func(s []Step) float64 {
		t := 0
		for _, st := range s {
			t += st.depth
		}
		return float64(t) / float64(len(s))
	}},
	{"mean of 5 largest at depth >= 2", func(s []Step) float64 { return topMean(sortedSizes(s, deeper(2)), 5) }},
	{"mean of 5 largest + log2(1 + steps at depth >= 2)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+float64(len(sortedSizes(s, deeper(2)))))
	}},
	{"mean of 5 largest of size * (1 + depth) / 2", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size) * float64(1+st.depth) / 2 }), 5)
	}},
	{"mean of 5 largest of size + depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + st.depth) }), 5)
	}},
	{"mean of 5 largest of size + 2 depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + 2*st.depth) }), 5)
	}},
	{"mean of 10 largest of size + 2 depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + 2*st.depth) }), 10)
	}},
	{"mean of 5 largest of size, depth 0 at half", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size) * min(1, 0.5+float64(st.depth)/2) }), 5)
	}},
	{"mean of 5 largest + 2 log2(1 + steps not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + 2*math.Log2(1+float64(len(sortedSizes(s, searched))))
	}},
	{"mean of 5 largest + 10 * share not by propagation (Rate before)", func(s []Step) float64 { return plusShare(s, 10) }},
	{"mean of 5 largest * (1 + share not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) * (1 + float64(len(sortedSizes(s, searched)))/float64(len(s)))
	}},
	{"mean of 5 largest + 5 * mean depth", func(s []Step) float64 {
		t := 0
		for _, st := range s {
			t += st.depth
		}
		return topMean(sortedSizes(s, nil), 5) + 5*float64(t)/float64(len(s))
	}},
	{"mean of 5 largest + 5 * share not by propagation", func(s []Step) float64 { return plusShare(s, 5) }},
	{"mean of 5 largest + 20 * share not by propagation", func(s []Step) float64 { return plusShare(s, 20) }},
	{"mean of 5 largest of size + depth + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + st.depth) }), 5) +
			10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 3 largest + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 3) + 10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 10 largest + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 10) + 10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 5 largest + 10 * share at depth >= 2", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + 10*float64(len(sortedSizes(s, deeper(2))))/float64(len(s))
	}},
}

// plusShare is the mean of the 5 largest reasons plus w times the share
// of steps unit propagation does not prove.
func plusShare(s []Step, w float64) float64 {
	return topMean(sortedSizes(s, nil), 5) + w*float64(len(sortedSizes(s, searched)))/float64(len(s))
}

// plusDepth is the mean of the n largest reasons (none when n is 0)
// plus w times the steps' mean depth, a depth above most counted as
// most.
func plusDepth(s []Step, n int, w float64, most int) float64 {
	t := 0
	for _, st := range s {
		t += min(st.depth, most)
	}
	x := w * float64(t) / float64(len(s))
	if n > 0 {
		x += topMean(sortedSizes(s, nil), n)
	}
	return x
}

// deeper keeps the steps at depth d or more.
func deeper(d int) func(Step) bool { return func(s Step) bool { return s.depth >= d } }

// weighted are w of the steps, largest first.
func weighted(steps []Step, w func(Step) float64) []float64 {
	var x []float64
	for _, st := range steps {
		x = append(x, w(st))
	}
	slices.SortFunc(x, func(a, b float64) int { return cmp.Compare(b, a) })
	return x
}

// paths is TestTathamRatings's dump of every graded Tatham ID's path,
// kept to check the rating against (remake it when the search changes).
const paths = "testdata/tatham/paths.tsv"

// byLevel is a rating's values on the dump's paths of genre g, by level,
// and its rank correlation with the level.
func byLevel(ds []dumped, g string, rate func([]Step) float64) ([][]float64, float64) {
	var xs, ys []float64
	var lv [][]float64
	for _, d := range ds {
		if d.genre != g {
			continue
		}
		x := rate(d.steps)
		xs = append(xs, x)
		ys = append(ys, float64(d.level))
		for len(lv) <= d.level {
			lv = append(lv, nil)
		}
		lv[d.level] = append(lv[d.level], x)
	}
	return lv, spearman(xs, ys)
}

// TestTathamOrder: on the dumped paths of Tatham's graded IDs, Rate
// gives what the dump says, its median rises strictly from each level
// to the next in every genre, and its rank correlation with the level
// is at least 0.6 in every genre and 0.67 on average (the README's
// table).
func TestTathamOrder(t *testing.T) {
	ds := readDump(t, paths)
	for _, d := range ds {
		if r := Rate(d.steps, DefaultSmall).Rating; math.Abs(r-d.rating) > 0.0501 { // the dump rounds to tenths
			t.Fatalf("%s level %d: Rate %.2f, the dump %.1f", d.genre, d.level, r, d.rating)
		}
	}
	mean := 0.0
	for _, g := range genres {
		lv, rho := byLevel(ds, g, func(s []Step) float64 { return Rate(s, DefaultSmall).Rating })
		if len(lv) < 3 {
			t.Fatalf("%s: %d levels", g, len(lv))
		}
		for l := 1; l < len(lv); l++ {
			if a, b := median(lv[l-1]), median(lv[l]); a >= b {
				t.Errorf("%s: median %.2f at level %d, %.2f at level %d", g, a, l-1, b, l)
			}
		}
		if rho < 0.6 {
			t.Errorf("%s: rank correlation %.3f", g, rho)
		}
		mean += rho / float64(len(genres))
	}
	if mean < 0.67 {
		t.Errorf("mean rank correlation %.3f", mean)
	}
}

// TestTathamVariants reads the dump TestTathamRatings writes (the file
// LEARN_TATHAM_DUMP names, or paths) and logs, for every rating variant,
// its median per level and Spearman's rank correlation with the level in
// each genre: a report (go test -v).
func TestTathamVariants(t *testing.T) {
	name := cmp.Or(os.Getenv("LEARN_TATHAM_DUMP"), paths)
	ds := readDump(t, name)
	for _, v := range variants {
		line := fmt.Sprintf("%-55s", v.name)
		mean := 0.0
		for _, g := range genres {
			lv, rho := byLevel(ds, g, v.f)
			if len(lv) == 0 {
				continue
			}
			var meds []string
			for _, xs := range lv {
				meds = append(meds, strconv.FormatFloat(median(xs), 'g', 3, 64))
			}
			mean += rho / float64(len(genres))
			line += fmt.Sprintf(" | %s %.3f (%s)", g, rho, strings.Join(meds, " / "))
		}
		t.Logf("%s | mean %.3f", line, mean)
	}
}

// Command noqxbench solves puzz.link puzzles with puzzlesat and with noqx +
// clingo side by side and prints a Markdown table of CPU times and ratios.
//
//	noqxbench [-runs 3] [-timeout 60s (of CPU)] [-bin puzzlesat] [-only REGEXP] [FIXTURE.txt ...]
//
// The puzzles are every puzz.link example in noqx's solver/<genre>.py
// (`examples` with a "url") whose URL puzzlesat reads, then every puzz.link
// URL in the fixture files (default puzzles/*/examples.txt and
// puzzles/*/testdata/noqx.txt) of a genre noqx solves and not already
// listed. Both sides count to 2 (the uniqueness proof), RUNS times each,
// alternating, one at a time.
//
// Ours is the whole `puzzlesat solve -json -count 2` process's CPU time (user
// + system: start-up, URL parsing, encoding, solving, checking). noqx is the
// peer ../shared/bench/peers/noqx/peer.py: it reads the URL with Penpa+'s
// importer and writes noqx's ASP program once (its Python time is not
// counted), then clingo solves that program with the peer's options
// (--trans-ext=dynamic --eq=1 --models=2) and the clingo process's CPU time
// is measured the same way; clingo's own Time.Total (peer.py's total_ms, the
// figure of the README's earlier table) is shown beside it. Figures are
// medians of the runs; the ratio is ours / noqx on CPU time (below 1: ours
// is faster).
//
// It needs NOQX_DIR (a noqx checkout) and PENPA_JS_DIR (penpa-edit's
// docs/js) as peer.py does, python3, node and clingo; without one of them it
// says so and exits 0.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"time"
)

// lister prints one JSON line per noqx example with a URL, then one per
// fixture URL read from stdin with the noqx genre it maps to ("" if none).
const lister = `
import json, sys
sys.path.insert(0, sys.argv[1])
import peer
peer._load_noqx()
for g, d in sorted(peer._metadata.items()):
    for i, ex in enumerate(d.get("examples") or []):
        if ex.get("url"):
            print(json.dumps({"genre": g, "example": "%s:%d" % (g, i), "url": ex["url"]}))
for line in sys.stdin:
    u = line.strip()
    if not u:
        continue
    try:
        g = peer.genre_of_url(u.replace("pzplus.tck.mn", "puzz.link").replace("p.html", "p"))
    except Exception:
        g = ""
    print(json.dumps({"genre": g if g in peer._metadata else "", "url": u, "fixture": True}))
`

var urlRE = regexp.MustCompile(`https?://(puzz\.link|pzv\.jp|pzprxs\.vercel\.app|pzplus\.tck\.mn)/p(\.html)?\?[^\s"'` + "`" + `)<>]+`)

type item struct {
	Genre   string `json:"genre"`
	Example string `json:"example"` // noqx's GENRE:INDEX, or "" for a fixture
	URL     string `json:"url"`
	Fixture bool   `json:"fixture"`
	source  string // where the URL comes from, for the table
}

type oursRun struct {
	cpu       float64 // ms, user + system
	millis    float64 // stats.millis
	solutions int
	complete  bool
	status    string
	err       string
	timedOut  bool
}

type noqxRun struct {
	cpu       float64 // ms, user + system of the clingo process
	total     float64 // clingo's Time.Total in ms
	solutions int
	more      bool
	result    string
	timedOut  bool
	err       string
}

func main() {
	runs := flag.Int("runs", 3, "runs per side (medians are printed)")
	timeout := flag.Duration("timeout", 60*time.Second, "CPU time limit per run of each side")
	bin := flag.String("bin", "", "puzzlesat binary (default: built from ./tools/puzzlesat)")
	only := flag.String("only", "", "only puzzles whose noqx genre or source matches this regexp")
	peerDir := flag.String("peer", "", "directory of peer.py (default: ../shared/bench/peers/noqx or ../../shared/bench/peers/noqx)")
	flag.Parse()

	peer, why := findPeer(*peerDir)
	if why != "" {
		fmt.Println("bench-noqx: skipped,", why)
		return
	}
	var onlyRE *regexp.Regexp
	if *only != "" {
		onlyRE = regexp.MustCompile(*only)
	}
	fixtures := flag.Args()
	if len(fixtures) == 0 {
		a, _ := filepath.Glob("puzzles/*/examples.txt")
		b, _ := filepath.Glob("puzzles/*/testdata/noqx.txt")
		fixtures = append(a, b...)
	}
	items, err := listItems(peer, fixtures)
	if err != nil {
		fatal(err)
	}
	if *bin == "" {
		dir, err := os.MkdirTemp("", "noqxbench")
		if err != nil {
			fatal(err)
		}
		defer os.RemoveAll(dir)
		*bin = filepath.Join(dir, "puzzlesat")
		if out, err := exec.Command("go", "build", "-o", *bin, "./tools/puzzlesat").CombinedOutput(); err != nil {
			fatal(fmt.Errorf("go build: %v\n%s", err, out))
		}
	}
	work, err := os.MkdirTemp("", "noqxbench-lp")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(work)

	load := loadAvg()
	fmt.Printf("noqxbench %s, load average %s; %d runs per side, medians; CPU ms = user + system of the process\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), load, *runs)
	fmt.Println("| puzzle | source | board | ours CPU ms | noqx + clingo CPU ms | ratio | clingo total ms | answers (ours / noqx) | notes |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")

	var ratios []float64
	var worst string
	worstRatio := 0.0
	var unsupported []string
	slower := 0
	for _, it := range items {
		if onlyRE != nil && !onlyRE.MatchString(it.Genre) && !onlyRE.MatchString(it.source) {
			continue
		}
		typ, readErr := ourType(*bin, it.URL)
		if readErr != "" && !it.Fixture && unsupportedGenre(readErr) {
			unsupported = append(unsupported, it.Example)
			continue
		}
		fmt.Fprintf(os.Stderr, "noqxbench: %s %s\n", it.source, it.URL)
		lp := filepath.Join(work, "program.lp")
		genErr := dumpProgram(peer, it, lp, *timeout)
		var ours []oursRun
		var theirs []noqxRun
		for r := 0; r < *runs; r++ {
			if readErr == "" && (r == 0 || !ours[0].timedOut && ours[0].err == "") {
				ours = append(ours, runOurs(*bin, it.URL, *timeout))
			}
			if genErr == "" && (r == 0 || !theirs[0].timedOut && theirs[0].err == "") {
				theirs = append(theirs, runClingo(lp, *timeout))
			}
		}
		row, ratio := formatRow(it, typ, readErr, genErr, ours, theirs)
		fmt.Println(row)
		if !math.IsNaN(ratio) {
			ratios = append(ratios, ratio)
			if ratio > worstRatio {
				worstRatio, worst = ratio, it.source
			}
			if ratio > 1 {
				slower++
			}
		}
	}
	fmt.Println()
	if len(ratios) > 0 {
		logSum := 0.0
		for _, r := range ratios {
			logSum += math.Log(r)
		}
		fmt.Printf("%d puzzles timed on both sides: geometric mean ratio %.3f (ours / noqx, CPU), worst %.3f (%s), %d where ours is slower.\n",
			len(ratios), math.Exp(logSum/float64(len(ratios))), worstRatio, worst, slower)
	}
	if len(unsupported) > 0 {
		fmt.Printf("%d noqx examples of genres puzzlesat does not read: %s.\n", len(unsupported), strings.Join(unsupported, ", "))
	}
	fmt.Printf("load average at the end: %s\n", loadAvg())
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "noqxbench:", err)
	os.Exit(1)
}

// findPeer returns peer.py's directory, or why the benchmark cannot run.
func findPeer(dir string) (string, string) {
	cands := []string{dir}
	if dir == "" {
		cands = []string{"../shared/bench/peers/noqx", "../../shared/bench/peers/noqx"}
	}
	peer := ""
	for _, c := range cands {
		if _, err := os.Stat(filepath.Join(c, "peer.py")); err == nil {
			peer = c
			break
		}
	}
	if peer == "" {
		return "", "no peer.py in " + strings.Join(cands, " or ")
	}
	tmp := os.TempDir()
	noqx := envOr("NOQX_DIR", filepath.Join(tmp, "noqx"))
	if _, err := os.Stat(filepath.Join(noqx, "solver")); err != nil {
		return "", "no noqx checkout at NOQX_DIR=" + noqx
	}
	penpa := envOr("PENPA_JS_DIR", filepath.Join(tmp, "penpa", "docs", "js"))
	if _, err := os.Stat(filepath.Join(penpa, "puzzlink.js")); err != nil {
		return "", "no Penpa+ JavaScript at PENPA_JS_DIR=" + penpa
	}
	for _, p := range []string{"python3", "node", clingo()} {
		if _, err := exec.LookPath(p); err != nil {
			return "", p + " is not installed"
		}
	}
	abs, err := filepath.Abs(peer)
	if err != nil {
		return "", err.Error()
	}
	return abs, ""
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func clingo() string { return envOr("CLINGO", "clingo") }

func listItems(peer string, fixtures []string) ([]item, error) {
	var urls []string
	from := map[string]string{}
	for _, f := range fixtures {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, u := range urlRE.FindAllString(string(data), -1) {
			if _, ok := from[u]; !ok {
				from[u] = f
				urls = append(urls, u)
			}
		}
	}
	cmd := exec.Command("python3", "-c", lister, peer)
	cmd.Stdin = strings.NewReader(strings.Join(urls, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("listing noqx's examples: %v", err)
	}
	var items []item
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var it item
		if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
			return nil, fmt.Errorf("listing noqx's examples: %v", err)
		}
		if seen[it.URL] || it.Genre == "" {
			continue
		}
		seen[it.URL] = true
		if it.Fixture {
			it.source = strings.TrimSuffix(strings.TrimPrefix(from[it.URL], "puzzles/"), ".txt")
		} else {
			it.source = "noqx " + it.Example
		}
		items = append(items, it)
	}
	return items, sc.Err()
}

// ourType returns the type puzzlesat reads the URL as, or its error.
func ourType(bin, url string) (string, string) {
	cmd := exec.Command(bin, "format", "-")
	cmd.Stdin = strings.NewReader(url + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", strings.TrimPrefix(msg, "puzzlesat: ")
	}
	// The canonical text starts with a "#type" header line.
	first, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimPrefix(strings.Fields(first + " ?")[0], "#"), ""
}

func unsupportedGenre(msg string) bool {
	return strings.Contains(msg, "is not supported") || strings.Contains(msg, "cannot tell the puzzle type")
}

// cpuLimited is the command under a limit of its CPU time (RLIMIT_CPU, set
// by the shell's ulimit -t): on this shared machine a limit of wall-clock
// time would stop a run after a varying share of that in CPU.
func cpuLimited(limit time.Duration, name string, args ...string) *exec.Cmd {
	secs := int(math.Ceil(limit.Seconds()))
	return exec.Command("sh", append([]string{"-c", fmt.Sprintf(`ulimit -t %d && exec "$@"`, secs), "sh", name}, args...)...)
}

// overLimit reports a process stopped by its CPU limit (SIGXCPU, or
// SIGKILL at the hard limit).
func overLimit(ps *os.ProcessState) bool {
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL)
}

func cpuMillis(ps *os.ProcessState) float64 {
	return float64(ps.UserTime()+ps.SystemTime()) / float64(time.Millisecond)
}

func runOurs(bin, url string, timeout time.Duration) oursRun {
	cmd := cpuLimited(timeout, bin, "solve", "-json", "-count", "2", "-")
	cmd.Stdin = strings.NewReader(url + "\n")
	out, err := cmd.Output()
	r := oursRun{}
	if cmd.ProcessState != nil {
		r.cpu = cpuMillis(cmd.ProcessState)
		r.timedOut = overLimit(cmd.ProcessState)
	}
	if r.timedOut {
		return r
	}
	var rep struct {
		Status    string `json:"status"`
		Error     string `json:"error"`
		Solutions int    `json:"solutions"`
		Complete  bool   `json:"complete"`
		Stats     struct {
			Millis float64 `json:"millis"`
		} `json:"stats"`
	}
	if jerr := json.Unmarshal(out, &rep); jerr != nil {
		r.err = fmt.Sprintf("no JSON (%v)", err)
		return r
	}
	r.status, r.solutions, r.complete, r.millis = rep.Status, rep.Solutions, rep.Complete, rep.Stats.Millis
	if rep.Status == "invalid" || rep.Status == "error" {
		r.err = rep.Error
	}
	return r
}

// dumpProgram has peer.py write noqx's ASP program for the item to lp (its
// own clingo run is cut at one second; it is not timed here).
func dumpProgram(peer string, it item, lp string, timeout time.Duration) string {
	args := []string{filepath.Join(peer, "peer.py"), "--count", "2", "--time-limit", "1", "--dump", lp}
	if it.Example != "" {
		args = append(args, "--example", it.Example)
	} else {
		args = append(args, it.URL)
	}
	os.Remove(lp)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "python3", args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if _, serr := os.Stat(lp); serr == nil {
			return "" // the program was written; the short clingo run failed (checked again below)
		}
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		if msg == "" {
			msg = err.Error()
		}
		if strings.Contains(msg, "penpa import failed") {
			// Penpa+'s decode_puzzlink calls its error dialog, which node
			// lacks, for a puzz.link type it does not read.
			msg = "Penpa+'s importer does not read it (" + msg + ")"
		}
		return strings.TrimPrefix(msg, "peer.py: ")
	}
	return ""
}

func runClingo(lp string, timeout time.Duration) noqxRun {
	cmd := cpuLimited(timeout, clingo(), "--trans-ext=dynamic", "--eq=1", "--models=2", "--outf=2", lp)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run() // clingo exits with 10, 20 or 30 on success
	r := noqxRun{}
	if cmd.ProcessState != nil {
		r.cpu = cpuMillis(cmd.ProcessState)
		if r.timedOut = overLimit(cmd.ProcessState); r.timedOut {
			return r
		}
	}
	if i := strings.Index(stderr.String(), "error:"); i >= 0 {
		msg, _, _ := strings.Cut(stderr.String()[i:], "\n")
		r.err = "clingo " + strings.TrimSpace(msg)
		return r
	}
	var res struct {
		Result string `json:"Result"`
		Models struct {
			Number int    `json:"Number"`
			More   string `json:"More"`
		} `json:"Models"`
		Time *struct {
			Total float64 `json:"Total"`
		} `json:"Time"`
	}
	if jerr := json.Unmarshal(stdout.Bytes(), &res); jerr != nil || res.Time == nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) || err != nil {
			r.err = fmt.Sprintf("clingo failed (%v)", err)
		} else {
			r.err = "clingo printed no JSON"
		}
		return r
	}
	r.total = res.Time.Total * 1000
	r.solutions, r.more, r.result = res.Models.Number, res.Models.More == "yes", res.Result
	r.timedOut = res.Result == "UNKNOWN"
	return r
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func ms(x float64) string {
	switch {
	case math.IsNaN(x):
		return "—"
	case x >= 100:
		return fmt.Sprintf("%.0f", x)
	case x >= 10:
		return fmt.Sprintf("%.1f", x)
	}
	return fmt.Sprintf("%.2f", x)
}

// board is the URL's COLSxROWS: its first two numeric fields after the
// type (a variant such as yajilin's "b" may stand before them).
func board(url string) string {
	_, q, _ := strings.Cut(url, "?")
	f := strings.Split(q, "/")
	for i := 1; i+1 < len(f); i++ {
		if numeric(f[i]) && numeric(f[i+1]) {
			return f[i] + "x" + f[i+1]
		}
	}
	return "?"
}

func numeric(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func formatRow(it item, typ, readErr, genErr string, ours []oursRun, theirs []noqxRun) (string, float64) {
	var notes []string
	name := it.Genre
	if typ != "" && typ != it.Genre {
		name += " (" + typ + ")"
	}
	oursCell, oursAns := "—", "—"
	oursMed := math.NaN()
	switch {
	case readErr != "":
		notes = append(notes, "puzzlesat cannot read the URL: "+readErr)
	case ours[0].timedOut:
		oursCell, oursAns = fmt.Sprintf("> %s (CPU limit)", ms(ours[0].cpu)), "?"
	case ours[0].err != "":
		notes = append(notes, "puzzlesat: "+ours[0].err)
	default:
		var c []float64
		for _, r := range ours {
			c = append(c, r.cpu)
		}
		oursMed = median(c)
		oursCell = ms(oursMed)
		oursAns = fmt.Sprint(ours[0].solutions)
		if !ours[0].complete {
			oursAns += "+"
		}
		for _, r := range ours[1:] {
			if r.solutions != ours[0].solutions {
				notes = append(notes, "puzzlesat's count varies between runs")
				break
			}
		}
	}
	theirCell, totalCell, theirAns := "—", "—", "—"
	theirMed := math.NaN()
	switch {
	case genErr != "":
		notes = append(notes, "noqx cannot read the URL: "+genErr)
	case theirs[0].err != "":
		notes = append(notes, "noqx: "+theirs[0].err)
	case theirs[0].timedOut:
		theirCell, theirAns = fmt.Sprintf("> %s (CPU limit)", ms(theirs[0].cpu)), "?"
	default:
		var c, t []float64
		for _, r := range theirs {
			c, t = append(c, r.cpu), append(t, r.total)
		}
		theirMed = median(c)
		theirCell, totalCell = ms(theirMed), ms(median(t))
		theirAns = fmt.Sprint(theirs[0].solutions)
		if theirs[0].more {
			theirAns += "+"
		}
	}
	if oursAns != "—" && theirAns != "—" && oursAns != "?" && theirAns != "?" && oursAns != theirAns {
		notes = append(notes, "the answer counts differ")
	}
	ratio := math.NaN()
	ratioCell := "—"
	if !math.IsNaN(oursMed) && !math.IsNaN(theirMed) && theirMed > 0 && oursMed > 0 {
		ratio = oursMed / theirMed
		if ratio <= 1 {
			ratioCell = fmt.Sprintf("%.3f (%.1fx faster)", ratio, 1/ratio)
		} else {
			ratioCell = fmt.Sprintf("**%.3f** (%.1fx slower)", ratio, ratio)
		}
	} else if oursCell != "—" && strings.HasPrefix(theirCell, ">") && !strings.HasPrefix(oursCell, ">") {
		ratioCell = "< " + fmt.Sprintf("%.3f", median([]float64{ours[0].cpu})/theirs[0].cpu)
	}
	row := fmt.Sprintf("| %s | %s | %s | %s | %s | %s | %s | %s / %s | %s |", name, it.source, board(it.URL),
		oursCell, theirCell, ratioCell, totalCell, oursAns, theirAns, strings.ReplaceAll(strings.Join(notes, "; "), "|", "/"))
	return row, ratio
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

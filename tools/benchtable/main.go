// Command benchtable turns `go test -bench` output, native and WebAssembly,
// into the Markdown table the README shows: the median time per benchmark
// in milliseconds, with every run listed.
//
//	benchtable native.txt wasm.txt
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: benchtable NATIVE.txt WASM.txt")
		os.Exit(2)
	}
	native, err1 := readFile(os.Args[1])
	wasm, err2 := readFile(os.Args[2])
	if err1 != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err1, err2)
		os.Exit(1)
	}
	fmt.Print(Table(native, wasm))
}

func readFile(name string) (Runs, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f), nil
}

// Runs maps "package Benchmark/sub" to its ns/op values in order.
type Runs map[string][]float64

// Parse reads benchmark lines, tracking the package from "pkg:" lines.
func Parse(r io.Reader) Runs {
	out := Runs{}
	pkg := ""
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && f[0] == "pkg:" {
			pkg = f[1][strings.LastIndex(f[1], "/")+1:]
		}
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || f[3] != "ns/op" {
			continue
		}
		ns, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			continue
		}
		name := strings.TrimPrefix(f[0], "Benchmark")
		if i := strings.LastIndex(name, "-"); i > 0 {
			if _, err := strconv.Atoi(name[i+1:]); err == nil {
				name = name[:i] // the GOMAXPROCS suffix
			}
		}
		key := pkg + " " + name
		out[key] = append(out[key], ns)
	}
	return out
}

// Table formats the median and all runs of each benchmark in ms.
func Table(native, wasm Runs) string {
	var keys []string
	for k := range native {
		keys = append(keys, k)
	}
	for k := range wasm {
		if _, ok := native[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("| package | benchmark | native ms (median; runs) | WASM ms (median; runs) |\n|---|---|---|---|\n")
	for _, k := range keys {
		pkg, name, _ := strings.Cut(k, " ")
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", pkg, name, cell(native[k]), cell(wasm[k]))
	}
	return b.String()
}

func cell(ns []float64) string {
	if len(ns) == 0 {
		return "–"
	}
	runs := make([]string, len(ns))
	for i, v := range ns {
		runs[i] = ms(v)
	}
	s := append([]float64(nil), ns...)
	sort.Float64s(s)
	return fmt.Sprintf("**%s**; %s", ms(s[len(s)/2]), strings.Join(runs, ", "))
}

func ms(ns float64) string {
	v := ns / 1e6
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 1:
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

//go:build !js && (cifra_module_knister || cifra_module_kakuro || cifra_module_kakuzu)

package games

import "encoding/json"

// memoryPage stands for the page where there is none (a module built for
// this machine, as its tests are): it keeps the last handoff, and hands
// it to the next Arrival as a reload of the page would.
type memoryPage struct{ last string }

func newPage() page { return &memoryPage{} }

func (p *memoryPage) hand(h handoff) error {
	data, err := json.Marshal(h)
	p.last = string(data)
	return err
}

func (p *memoryPage) handed() string {
	last := p.last
	p.last = ""
	return last
}

package wire

// # One seat, one device
//
// A seat's credential may be opened on several devices at once: two tabs,
// a phone and a laptop. The one that opened it last plays it. Each
// connection of a seat draws a device id and sends it with every
// catch-up and move (DeviceHeader); the first catch-up of a connection
// claims the seat (ClaimHeader), and the table tells the seat's own
// subject (To) that its device is another now: a SeatView whose Holder
// names the new device, with Code Elsewhere and words. Every SeatView
// after it names the holder too. A device that finds another holding its
// seat stops: it sends no more moves, and its moves, should one come, are
// refused (Ack code Elsewhere). A catch-up after a reconnection does not
// claim (a device that lost its network while another took the seat over
// must not take it back by itself); opening the seat again does.
// Messages without a device id (a tool's) are heard as before.

// DeviceHeader is the NATS header a seat's catch-ups and moves carry its
// device's id in (1 to 64 letters and digits, drawn per connection).
const DeviceHeader = "Cifra-Device"

// ClaimHeader is the NATS header, "1", of a catch-up that takes the seat
// for its device: the first after the seat was opened there.
const ClaimHeader = "Cifra-Claim"

// Elsewhere is the code of a SeatView telling that another device took
// the seat, and of the Ack refusing a move from a device that no longer
// holds it.
const Elsewhere = "elsewhere"

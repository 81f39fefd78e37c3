// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A Farcaster ID registry for dev chains: the reads of Farcaster's IdRegistry on Optimism
/// (custodyOf, idOf, idCounter) that Sign In With Farcaster checks, and a register its owner calls
/// to give a custody address the next fid. No recovery, transfer or signatures: dev chains only.
contract DevIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id);

    error Unauthorized();
    error HasId();

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    /// @notice Gives `to` the next fid (as Farcaster's registry, an address holds one fid at most).
    function register(address to) external returns (uint256 fid) {
        if (msg.sender != owner) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid);
    }
}

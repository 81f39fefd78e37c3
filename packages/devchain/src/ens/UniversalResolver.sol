// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The registry's one read this contract needs.
interface IENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// ENSIP-10: a resolver that answers for a name and all its subnames.
interface IExtendedResolver {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory);
}

interface IERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

interface INameResolver {
    function name(bytes32 node) external view returns (string memory);
}

interface IAddrResolver {
    function addr(bytes32 node) external view returns (address);
}

/// The Latchkey dev chains' UniversalResolver: one call resolves a DNS-encoded name (ENSIP-10
/// wildcards included) or an address's primary name with its forward check (ENSIP-19), with the
/// function names, results and errors viem's ENS actions expect. Gateways are accepted and unused:
/// offchain (CCIP-read) answers come with the wildcard resolver of a later change.
contract UniversalResolver {
    IENSRegistry public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error UnsupportedResolverProfile(bytes4 selector);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    uint256 private constant ETH_COIN_TYPE = 60;
    // namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE =
        0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    constructor(IENSRegistry registry_) {
        registry = registry_;
    }

    /// The resolver of `name` (DNS-encoded): its own, else its nearest parent's (a wildcard).
    function findResolver(bytes calldata name)
        public
        view
        returns (address resolver, bytes32 node, uint256 offset)
    {
        return _findResolver(name, 0);
    }

    function _findResolver(bytes calldata name, uint256 position)
        internal
        view
        returns (address resolver, bytes32 node, uint256 offset)
    {
        if (position >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[position]);
        if (size == 0) return (address(0), bytes32(0), position);
        if (position + 1 + size >= name.length) revert DNSDecodingFailed(name);
        (address parentResolver, bytes32 parentNode, uint256 parentOffset) =
            _findResolver(name, position + 1 + size);
        node = keccak256(abi.encodePacked(parentNode, keccak256(name[position + 1:position + 1 + size])));
        resolver = registry.resolver(node);
        if (resolver != address(0)) return (resolver, node, position);
        return (parentResolver, node, parentOffset);
    }

    /// Calls `data` on the resolver of `name` (DNS-encoded); returns the answer and the resolver.
    function resolve(bytes calldata name, bytes calldata data)
        public
        view
        returns (bytes memory, address)
    {
        (address resolver,, uint256 offset) = _findResolver(name, 0);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool wildcard = offset != 0;
        if (wildcard || _supportsExtended(resolver)) {
            // ENSIP-10: the extended resolver gets the whole name and the call as it was made.
            (bool ok, bytes memory answer) =
                resolver.staticcall(abi.encodeCall(IExtendedResolver.resolve, (name, data)));
            if (!ok) revert ResolverError(answer);
            return (abi.decode(answer, (bytes)), resolver);
        }
        (bool success, bytes memory result) = resolver.staticcall(data);
        if (!success) revert ResolverError(result);
        if (result.length == 0) revert UnsupportedResolverProfile(bytes4(data[:4]));
        return (result, resolver);
    }

    /// `resolve`, the form viem calls (gateways are for offchain answers).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return resolve(name, data);
    }

    /// The primary name of `lookupAddress` on Ethereum's coin type, checked against its forward
    /// record; an address without one answers an empty name.
    function reverse(bytes calldata lookupAddress, uint256 coinType)
        public
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != ETH_COIN_TYPE || lookupAddress.length != 20) {
            revert UnsupportedResolverProfile(INameResolver.name.selector);
        }
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, _hexLabelHash(lookupAddress)));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0) || reverseResolver.code.length == 0) {
            return ("", address(0), reverseResolver);
        }
        (bool ok, bytes memory answer) =
            reverseResolver.staticcall(abi.encodeCall(INameResolver.name, (reverseNode)));
        if (!ok) revert ResolverError(answer);
        primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory dnsName = _dnsEncode(primary);
        bytes memory forward;
        (forward, resolver) = this.resolve(dnsName, abi.encodeCall(IAddrResolver.addr, (_namehash(dnsName, 0))));
        address forwardAddress = abi.decode(forward, (address));
        if (forwardAddress != address(bytes20(lookupAddress))) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(forwardAddress));
        }
    }

    /// `reverse`, the form viem calls.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return reverse(lookupAddress, coinType);
    }

    function _supportsExtended(address resolver) internal view returns (bool) {
        (bool ok, bytes memory answer) = resolver.staticcall{gas: 30_000}(
            abi.encodeCall(IERC165.supportsInterface, (EXTENDED_RESOLVER))
        );
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    /// keccak256 of the address in lowercase hex without 0x: its label under addr.reverse.
    function _hexLabelHash(bytes calldata addressBytes) internal pure returns (bytes32) {
        bytes memory digits = "0123456789abcdef";
        bytes memory text = new bytes(40);
        for (uint256 i = 0; i < 20; i++) {
            text[2 * i] = digits[uint8(addressBytes[i]) >> 4];
            text[2 * i + 1] = digits[uint8(addressBytes[i]) & 0x0f];
        }
        return keccak256(text);
    }

    /// "alice.eth" as DNS wire format: each label prefixed by its length, then a zero byte.
    function _dnsEncode(string memory ens) internal pure returns (bytes memory dns) {
        bytes memory text = bytes(ens);
        dns = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 size = i - start;
                if (size == 0 || size > 255) revert DNSEncodingFailed(ens);
                dns[start] = bytes1(uint8(size));
                for (uint256 j = start; j < i; j++) dns[j + 1] = text[j];
                start = i + 1;
            }
        }
        dns[text.length + 1] = 0;
    }

    function _namehash(bytes memory dns, uint256 position) internal pure returns (bytes32) {
        uint256 size = uint8(dns[position]);
        if (size == 0) return bytes32(0);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(dns, 33), position), size)
        }
        return keccak256(abi.encodePacked(_namehash(dns, position + 1 + size), labelHash));
    }
}

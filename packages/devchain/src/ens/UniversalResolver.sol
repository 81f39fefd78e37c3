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

/// A CCIP-read batch gateway (ENS's, or the one viem runs in the client for `x-batch-gateway:true`):
/// asks each query's URLs as its `sender` would, and answers each response or its failure.
interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries)
        external
        view
        returns (bool[] memory failures, bytes[] memory responses);
}

/// The Latchkey dev chains' UniversalResolver: one call resolves a DNS-encoded name (ENSIP-10
/// wildcards included) or an address's primary name with its forward check (ENSIP-19), with the
/// function names, results and errors viem's ENS actions expect. A resolver that answers offchain
/// (EIP-3668's OffchainLookup) has its lookup raised again from here, with a callback of ours that
/// finishes the call: CCIP-read clients only follow lookups raised by the contract they called.
/// The lookup goes through the caller's batch gateways (viem's own by default) as a query whose
/// sender is the resolver: its gateway signs for the resolver that checks the answer.
contract UniversalResolver {
    IENSRegistry public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error UnsupportedResolverProfile(bytes4 selector);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error HttpError(uint16 status, string message);
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    /// A resolver call waiting for its gateway's answer: what our callback needs to finish it.
    struct Pending {
        address resolver;
        // The call was ENSIP-10's resolve(bytes,bytes): its answer is ABI-encoded `bytes`.
        bool extended;
        bytes4 selector;
        // Ours while the call runs; the resolver's once it asked for a lookup.
        bytes4 callback;
        bytes extraData;
        string[] gateways;
        // The step of ours that comes after the answer (a reverse's progress).
        bytes state;
    }

    /// A primary-name lookup in progress.
    struct Reverse {
        bytes lookupAddress;
        // The name came from `default.reverse` (no further fallback).
        bool isDefault;
        string primary;
        address reverseResolver;
    }

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    uint256 private constant ETH_COIN_TYPE = 60;
    // namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE =
        0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    // viem's in-client batch gateway, for callers that name none.
    string private constant LOCAL_BATCH_GATEWAY = "x-batch-gateway:true";

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

    function _findResolver(bytes memory name, uint256 position)
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
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), position), size)
        }
        node = keccak256(abi.encodePacked(parentNode, labelHash));
        resolver = registry.resolver(node);
        if (resolver != address(0)) return (resolver, node, position);
        return (parentResolver, node, parentOffset);
    }

    /// Calls `data` on the resolver of `name` (DNS-encoded); returns the answer and the resolver.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data, _gateways(new string[](0)), this.resolveCallback.selector, "");
    }

    /// `resolve` with the batch gateways to ask offchain answers through (the form viem calls).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data, _gateways(gateways), this.resolveCallback.selector, "");
    }

    /// EIP-3668's callback of `resolve`: hands the gateway's answer to the resolver's callback.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory result, address resolver)
    {
        Pending memory pending;
        (result, pending) = _continue(response, extraData, this.resolveCallback.selector);
        resolver = pending.resolver;
    }

    /// The primary name of `lookupAddress` on Ethereum's coin type: `{addr}.addr.reverse` on chain,
    /// else `{addr}.default.reverse` (ENSIP-19's default, offchain for Latchkey's names), checked
    /// against its forward record; an address without one answers an empty name.
    function reverse(bytes calldata lookupAddress, uint256 coinType)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType, _gateways(new string[](0)));
    }

    /// `reverse` with the batch gateways to ask offchain answers through (the form viem calls).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType, _gateways(gateways));
    }

    /// EIP-3668's callback of a reverse record read offchain.
    function reverseNameCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (bytes memory result, Pending memory pending) =
            _continue(response, extraData, this.reverseNameCallback.selector);
        Reverse memory lookup = abi.decode(pending.state, (Reverse));
        lookup.primary = abi.decode(result, (string));
        lookup.reverseResolver = pending.resolver;
        return _afterName(lookup, pending.gateways);
    }

    /// EIP-3668's callback of a primary name's forward record read offchain.
    function reverseForwardCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (bytes memory result, Pending memory pending) =
            _continue(response, extraData, this.reverseForwardCallback.selector);
        return _checkForward(abi.decode(pending.state, (Reverse)), result, pending.resolver);
    }

    function _reverse(bytes calldata lookupAddress, uint256 coinType, string[] memory gateways)
        internal
        view
        returns (string memory, address, address)
    {
        if (coinType != ETH_COIN_TYPE || lookupAddress.length != 20) {
            revert UnsupportedResolverProfile(INameResolver.name.selector);
        }
        Reverse memory lookup = Reverse(lookupAddress, false, "", address(0));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(_hex(lookupAddress))));
        lookup.reverseResolver = registry.resolver(reverseNode);
        if (lookup.reverseResolver == address(0) || lookup.reverseResolver.code.length == 0) {
            return _defaultReverse(lookup, gateways);
        }
        Pending memory pending = Pending({
            resolver: lookup.reverseResolver,
            extended: false,
            selector: INameResolver.name.selector,
            callback: this.reverseNameCallback.selector,
            extraData: "",
            gateways: gateways,
            state: abi.encode(lookup)
        });
        bytes memory answer = _call(pending, abi.encodeCall(INameResolver.name, (reverseNode)));
        lookup.primary = abi.decode(answer, (string));
        return _afterName(lookup, gateways);
    }

    /// Resolves `data` for `name`; an offchain answer comes back to `callback` with `state`.
    function _resolve(
        bytes memory name,
        bytes memory data,
        string[] memory gateways,
        bytes4 callback,
        bytes memory state
    ) internal view returns (bytes memory, address) {
        (address resolver,, uint256 offset) = _findResolver(name, 0);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        // ENSIP-10: an extended resolver gets the whole name and the call as it was made.
        bool extended = offset != 0 || _supportsExtended(resolver);
        Pending memory pending = Pending({
            resolver: resolver,
            extended: extended,
            selector: bytes4(data),
            callback: callback,
            extraData: "",
            gateways: gateways,
            state: state
        });
        bytes memory call = extended ? abi.encodeCall(IExtendedResolver.resolve, (name, data)) : data;
        return (_call(pending, call), resolver);
    }

    /// Calls the pending resolver; its OffchainLookup is raised again as ours (a batch gateway
    /// query with the resolver as sender), anything else it raises is a ResolverError.
    function _call(Pending memory pending, bytes memory call) internal view returns (bytes memory) {
        (bool ok, bytes memory answer) = pending.resolver.staticcall(call);
        if (!ok) {
            if (answer.length < 4 || bytes4(answer) != OffchainLookup.selector) revert ResolverError(answer);
            (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
                abi.decode(_errorArguments(answer), (address, string[], bytes, bytes4, bytes));
            // EIP-3668: a lookup is only followed for the contract that raised it.
            if (sender != pending.resolver) revert ResolverError(answer);
            IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
            queries[0] = IBatchGateway.Query(sender, urls, callData);
            bytes4 ours = pending.callback;
            pending.callback = callback;
            pending.extraData = extraData;
            revert OffchainLookup(
                address(this),
                pending.gateways,
                abi.encodeCall(IBatchGateway.query, (queries)),
                ours,
                abi.encode(pending)
            );
        }
        if (pending.extended) return abi.decode(answer, (bytes));
        if (answer.length == 0) revert UnsupportedResolverProfile(pending.selector);
        return answer;
    }

    /// Finishes a lookup: the resolver's callback gets its gateway's answer (and may ask again,
    /// which comes back to `self`). A failed gateway request reverts with the batch gateway's error.
    function _continue(bytes calldata response, bytes calldata extraData, bytes4 self)
        internal
        view
        returns (bytes memory, Pending memory pending)
    {
        pending = abi.decode(extraData, (Pending));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert ResolverError(response);
        if (failures[0]) {
            bytes memory failure = responses[0];
            // HttpError or Error(string), as the batch gateway encoded it.
            assembly {
                revert(add(failure, 32), mload(failure))
            }
        }
        bytes memory call = abi.encodeWithSelector(pending.callback, responses[0], pending.extraData);
        pending.callback = self;
        pending.extraData = "";
        return (_call(pending, call), pending);
    }

    /// After a reverse record's name: none on chain tries the default; a name is checked forward.
    function _afterName(Reverse memory lookup, string[] memory gateways)
        internal
        view
        returns (string memory, address, address)
    {
        if (bytes(lookup.primary).length == 0) {
            if (!lookup.isDefault) return _defaultReverse(lookup, gateways);
            return ("", address(0), lookup.reverseResolver);
        }
        bytes memory dnsName = _dnsEncode(lookup.primary);
        (bytes memory forward, address resolver) = _resolve(
            dnsName,
            abi.encodeCall(IAddrResolver.addr, (_namehash(dnsName, 0))),
            gateways,
            this.reverseForwardCallback.selector,
            abi.encode(lookup)
        );
        return _checkForward(lookup, forward, resolver);
    }

    /// ENSIP-19's default reverse: `{addr}.default.reverse`, answered by its (wildcard) resolver.
    function _defaultReverse(Reverse memory lookup, string[] memory gateways)
        internal
        view
        returns (string memory, address, address)
    {
        lookup.isDefault = true;
        bytes memory dnsName = _dnsEncode(string.concat(string(_hex(lookup.lookupAddress)), ".default.reverse"));
        (address resolver,,) = _findResolver(dnsName, 0);
        if (resolver == address(0) || resolver.code.length == 0) return ("", address(0), lookup.reverseResolver);
        (bytes memory answer, address reverseResolver) = _resolve(
            dnsName,
            abi.encodeCall(INameResolver.name, (_namehash(dnsName, 0))),
            gateways,
            this.reverseNameCallback.selector,
            abi.encode(lookup)
        );
        lookup.primary = abi.decode(answer, (string));
        lookup.reverseResolver = reverseResolver;
        return _afterName(lookup, gateways);
    }

    /// The forward check: the primary name must resolve back to the address it was read for.
    function _checkForward(Reverse memory lookup, bytes memory forward, address resolver)
        internal
        pure
        returns (string memory, address, address)
    {
        address forwardAddress = forward.length < 32 ? address(0) : abi.decode(forward, (address));
        if (forwardAddress != address(bytes20(lookup.lookupAddress))) {
            revert ReverseAddressMismatch(lookup.primary, abi.encodePacked(forwardAddress));
        }
        return (lookup.primary, resolver, lookup.reverseResolver);
    }

    /// The caller's batch gateways, else viem's in-client one.
    function _gateways(string[] memory gateways) internal pure returns (string[] memory) {
        if (gateways.length > 0) return gateways;
        string[] memory local = new string[](1);
        local[0] = LOCAL_BATCH_GATEWAY;
        return local;
    }

    function _supportsExtended(address resolver) internal view returns (bool) {
        (bool ok, bytes memory answer) = resolver.staticcall{gas: 30_000}(
            abi.encodeCall(IERC165.supportsInterface, (EXTENDED_RESOLVER))
        );
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    /// The address in lowercase hex without 0x: its label under addr.reverse and default.reverse.
    function _hex(bytes memory addressBytes) internal pure returns (bytes memory text) {
        bytes memory digits = "0123456789abcdef";
        text = new bytes(40);
        for (uint256 i = 0; i < 20; i++) {
            text[2 * i] = digits[uint8(addressBytes[i]) >> 4];
            text[2 * i + 1] = digits[uint8(addressBytes[i]) & 0x0f];
        }
    }

    /// An error's ABI-encoded arguments: its data without the 4-byte selector (copied).
    function _errorArguments(bytes memory errorData) internal pure returns (bytes memory arguments) {
        arguments = new bytes(errorData.length - 4);
        for (uint256 i = 0; i < arguments.length; i++) arguments[i] = errorData[i + 4];
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

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Latchkey's wildcard resolver (ENSIP-10) for the names its server gives: every question about
/// the name it is set on, or any name below it, is answered by the server's gateway through
/// CCIP-read (EIP-3668), and each answer is accepted only when signed by one of the owner's
/// signers and not expired.
contract OffchainResolver {
    /// The owner, who sets the gateway URLs and signers.
    address public owner;
    /// The gateway URL templates (EIP-3668: `{sender}` and `{data}` are filled by the client).
    string[] private _urls;
    /// The keys whose signatures the resolver accepts.
    address[] private _signers;

    event OwnerChanged(address owner);
    event UrlsChanged(string[] urls);
    event SignersChanged(address[] signers);

    /// EIP-3668: ask `urls` for `callData`, then call `callbackFunction(response, extraData)`.
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error Unauthorized(address caller);
    /// No gateway yet: the names below cannot be answered.
    error GatewayNotSet();
    error ResponseMalformed();
    error ResponseExpired(uint64 expires);
    error SignatureMalformed();
    error SignerNotAuthorized(address signer);

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    bytes4 private constant ERC165 = 0x01ffc9a7;
    // Half the secp256k1 group order: a larger `s` is the malleable twin of a valid signature.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    constructor(address owner_, string[] memory urls_, address[] memory signers_) {
        owner = owner_;
        _urls = urls_;
        _signers = signers_;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert Unauthorized(msg.sender);
        _;
    }

    /// Hands the resolver to another owner.
    function setOwner(address owner_) external onlyOwner {
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    /// Replaces the gateway URLs.
    function setUrls(string[] memory urls_) external onlyOwner {
        _urls = urls_;
        emit UrlsChanged(urls_);
    }

    /// Replaces the accepted signers.
    function setSigners(address[] calldata signers_) external onlyOwner {
        _signers = signers_;
        emit SignersChanged(signers_);
    }

    /// The gateway URLs.
    function urls() external view returns (string[] memory) {
        return _urls;
    }

    /// The accepted signers.
    function signers() external view returns (address[] memory) {
        return _signers;
    }

    /// Whether answers signed by `signer` are accepted.
    function isSigner(address signer) public view returns (bool) {
        for (uint256 i = 0; i < _signers.length; i++) {
            if (_signers[i] == signer) return true;
        }
        return false;
    }

    /// ENSIP-10: every call for `name` goes to the gateway, which gets this very call data.
    function resolve(bytes calldata, bytes calldata) external view returns (bytes memory) {
        if (_urls.length == 0) revert GatewayNotSet();
        revert OffchainLookup(address(this), _urls, msg.data, this.resolveWithProof.selector, msg.data);
    }

    /// EIP-3668's callback: `response` is the gateway's `(bytes result, uint64 expires, bytes
    /// signature)`, `extraData` the call `resolve` was given; answers `result` once checked.
    function resolveWithProof(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory)
    {
        if (response.length < 96) revert ResponseMalformed();
        (bytes memory result, uint64 expires, bytes memory signature) =
            abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert ResponseExpired(expires);
        // The gateway signs for this resolver, this request and this result, so an answer
        // cannot be replayed for another name, question or resolver.
        bytes32 hash = keccak256(
            abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result))
        );
        address signer = _recover(hash, signature);
        if (!isSigner(signer)) revert SignerNotAuthorized(signer);
        return result;
    }

    /// ERC-165: ENSIP-10's extended resolver and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == EXTENDED_RESOLVER || interfaceId == ERC165;
    }

    /// The address whose key made the 65-byte (r, s, v) `signature` of `hash`.
    function _recover(bytes32 hash, bytes memory signature) internal pure returns (address) {
        if (signature.length != 65) revert SignatureMalformed();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        // Some signers give the recovery bit as 0/1 rather than 27/28.
        if (v < 27) v += 27;
        if ((v != 27 && v != 28) || uint256(s) > HALF_ORDER) revert SignatureMalformed();
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0)) revert SignatureMalformed();
        return signer;
    }
}
